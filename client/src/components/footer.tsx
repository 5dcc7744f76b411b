import { Link } from 'react-router';
import { links } from '../app/site-links';
import { LogoMark } from './logo';
import './footer.css';

const columns = [
  {
    heading: 'Create from a link',
    items: [
      { label: 'Website from Facebook', to: links.fromFacebook },
      { label: 'Website from Thumbtack', to: links.fromThumbtack },
      { label: 'Website from Yelp', to: links.fromYelp },
      { label: 'Website from GitHub', to: links.fromGithub },
    ],
  },
  {
    heading: 'Free tools',
    items: [
      { label: 'Business Name Creator', to: links.businessNameCreator },
      { label: 'Business Idea Creator', to: links.businessIdeaCreator },
    ],
  },
  {
    heading: 'Frontdoor',
    items: [
      { label: 'Industries', to: links.industries },
      { label: 'Pricing', to: links.pricing },
      { label: 'Support', to: links.support },
      { label: 'Blog', to: links.blog },
      { label: 'About', to: links.about },
      { label: "What's new", to: links.whatsNew },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={links.home} className="site-footer__logo">
            <LogoMark size={28} />
            <span>Frontdoor</span>
          </Link>
          <p className="site-footer__pitch">Frontdoor is free, with no ads. Custom domains are free to connect.</p>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {columns.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul className="site-footer__list">
                {column.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="site-footer__link">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>© {new Date().getFullYear()} Frontdoor</p>
        <p>Websites for barbers, bakers, builders and everyone in between.</p>
      </div>
    </footer>
  );
}
