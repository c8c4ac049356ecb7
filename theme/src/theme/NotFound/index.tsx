// The page for unknown paths (catch-all route and the static 404.html): NotFound/Content in the
// site Layout.
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export default function NotFound() {
  return (
    <Layout
      title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}
      description={translate({
        id: 'theme.NotFound.description',
        message: 'The page you are looking for does not exist.',
      })}
    >
      <NotFoundContent />
    </Layout>
  );
}
