import Head from '../../exports/Head';

export default function NotFound() {
  return (
    <main style={{ padding: '2rem' }}>
      <Head>
        <title>Page Not Found</title>
      </Head>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
    </main>
  );
}
