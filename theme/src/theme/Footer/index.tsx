// Site footer from themeConfig.footer: Footer/Layout with the link columns (Footer/Links), the
// logo (Footer/Logo) and the copyright (Footer/Copyright).
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import FooterCopyright from '@theme/Footer/Copyright';
import useThemeConfig from '../../hooks/useThemeConfig';
import './styles.css';

export default function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const { style = 'light', logo, copyright, links = [] } = footer;
  return (
    <FooterLayout
      style={style}
      links={links.length > 0 ? <FooterLinks links={links} /> : undefined}
      logo={logo ? <FooterLogo logo={logo} /> : undefined}
      copyright={copyright ? <FooterCopyright copyright={copyright} /> : undefined}
    />
  );
}
