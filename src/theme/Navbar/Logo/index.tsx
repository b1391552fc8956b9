// The navbar brand: the logo mark, the provider's name (from siteSettings) and the site title.
// Replaced rather than wrapped: the theme's Logo renders one link holding the image and the title,
// and the provider's name has to sit inside that same link, between the two.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useSiteSettings} from '@site/src/components/useSiteSettings';
import styles from './styles.module.css';

/** The logo's size in CSS pixels when the config gives none. */
const LOGO_SIZE_PX = 32;

export default function NavbarLogo(): ReactNode {
  const {navbar} = useThemeConfig();
  const {providerName} = useSiteSettings();
  const home = useBaseUrl(navbar.logo?.href ?? '/');
  const logoSrc = useBaseUrl(navbar.logo?.src ?? 'img/logo.svg');
  // Width and height attributes reserve the image's box before it loads.
  const {width = LOGO_SIZE_PX, height = LOGO_SIZE_PX} = navbar.logo ?? {};
  return (
    <Link to={home} className={`navbar__brand ${styles.brand}`}>
      <span className="navbar__logo">
        {/* Decorative: the name and title beside it are the link's text. */}
        <img src={logoSrc} alt="" width={width} height={height} />
      </span>
      <span className={styles.provider}>{providerName}</span>
      <b className={`navbar__title text--truncate ${styles.title}`}>{navbar.title}</b>
    </Link>
  );
}
