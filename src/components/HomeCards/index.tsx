// The home page's way in: one card per area a new integrator needs, each a single link.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type HomeCard = {title: string; to: string; description: string};

export const HOME_CARDS: readonly HomeCard[] = [
  {title: 'Documentation', to: '/guide/', description: 'Set up access, learn the data model, import and export items.'},
  {title: 'Recipes', to: '/recipes/', description: 'End-to-end integrations: HRIS imports, async exports, drafts.'},
  {title: 'API Reference', to: '/api/', description: 'Every operation, parameter and schema, from the OpenAPI description.'},
  {title: 'Errors', to: '/errors/list/', description: 'Every error code, what it means and what to do about it.'},
];

export default function HomeCards({cards = HOME_CARDS}: {cards?: readonly HomeCard[]}): ReactNode {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.to}>
          <Link to={card.to} className={styles.card} data-plain-link>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
