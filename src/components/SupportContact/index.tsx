// A mailto link to the provider's support address, taken from the site settings.
import React from 'react';
import {useSiteSettings} from '@site/src/components/useSiteSettings';

type Props = {subject?: string};

export default function SupportContact({subject}: Props): React.ReactNode {
  const {supportEmail} = useSiteSettings();
  const href = subject ? `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}` : `mailto:${supportEmail}`;
  return <a href={href}>{supportEmail}</a>;
}
