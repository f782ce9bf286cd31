import styles from './footer.module.css';
import { COMPANY } from '@shop/shared';

const NETWORKS = [
  { name: 'Facebook', href: COMPANY.social.facebook, path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z' },
  { name: 'LinkedIn', href: COMPANY.social.linkedin, path: 'M5 9h3.5v11H5zM6.7 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10.5 9H14v1.6c.6-1 1.9-1.9 3.8-1.9 3.6 0 4.2 2.3 4.2 5.3v6h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20h-3.6z' },
  { name: 'Instagram', href: COMPANY.social.instagram, path: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zm4.5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.2-1.6a1 1 0 1 0 0 2 1 1 0 0 0 0-2z' },
];

export function SocialLinks() {
  return (
    <ul className={styles.socialList}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a href={network.href} rel="noopener noreferrer" target="_blank">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={network.path} fill="currentColor" fillRule="evenodd" />
            </svg>
            {network.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
