// The home page's way in: one card per area a new integrator needs, each a single link.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {HOME_CARDS, type HomeCard} from './cards';
import styles from './styles.module.css';

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
