import type { ComponentType, SVGProps } from 'react';
import { EditIcon, GlobeIcon, LinkIcon, MailIcon, SparklesIcon, UsersIcon } from '../../components/icons';

type Service = { title: string; body: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

const services: Service[] = [
  {
    title: 'A site written for you',
    body: 'Describe your business once. Frontdoor writes your introduction, services, reviews, FAQs and team bios, and chooses fonts, colours and photos to match.',
    Icon: SparklesIcon,
  },
  {
    title: 'Free hosting at /your-name',
    body: 'Publish in one click at your own web address on Frontdoor, and share the link on cards, vans and social profiles. Hosting costs nothing.',
    Icon: GlobeIcon,
  },
  {
    title: 'Your own domain, free to connect',
    body: 'Already own a domain? Connect it at no charge and we set up the secure certificate. Need one? Our domain partner sells them from about $1 a year.',
    Icon: LinkIcon,
  },
  {
    title: 'Guest editors',
    body: 'Invite a partner or an employee to help keep the site fresh. One person edits at a time, and you can take control back whenever you need it.',
    Icon: UsersIcon,
  },
  {
    title: 'Contact and newsletter forms',
    body: 'Visitors can send you a message or join your newsletter straight from your site. Export your contacts whenever you like.',
    Icon: MailIcon,
  },
  {
    title: 'Change anything, any time',
    body: 'Edit any text, swap photos, turn sections on or off, and preview on desktop and mobile before you publish again.',
    Icon: EditIcon,
  },
];

export function Services() {
  return (
    <section className="section" aria-labelledby="services-title">
      <div className="container">
        <div className="section__header section__header--center">
          <p className="eyebrow">What you get</p>
          <h2 id="services-title">Everything a small business site needs</h2>
          <p className="lead">No templates to wrestle with and nothing to install. Answer a few questions and get a complete site you can edit.</p>
        </div>
        <ul className="services">
          {services.map(({ title, body, Icon }) => (
            <li key={title} className="service">
              <span className="icon-badge service__icon">
                <Icon />
              </span>
              <h3 className="service__title">{title}</h3>
              <p className="service__body">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
