// The bar's color mode toggle (nothing when themeConfig.colorMode.disableSwitch is on).
import ColorModeToggle from '@theme/ColorModeToggle';

export interface Props {
  className?: string;
}

export default function NavbarColorModeToggle({ className }: Props) {
  return <ColorModeToggle className={className} />;
}
