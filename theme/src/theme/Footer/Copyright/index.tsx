// The footer's copyright line: trusted HTML written in the site config.
export interface Props {
  copyright: string;
}

export default function FooterCopyright({ copyright }: Props) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
