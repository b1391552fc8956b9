// Renders the provider's name from the single place it is configured (docusaurus.config.ts).
import React from 'react';
import {useSiteSettings} from '@site/src/components/useSiteSettings';

export default function ProviderName(): React.ReactNode {
  return useSiteSettings().providerName;
}
