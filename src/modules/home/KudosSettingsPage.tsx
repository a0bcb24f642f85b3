import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KudosModerationList } from '../../../resources/home/kudos/KudosModerationList';
import { KudosSuggestionList } from '../../../resources/home/kudos-suggestions/KudosSuggestionList';
import { PageTabs, tabPanel } from '../../../resources/shared/PageTabs';

type KudosSettingsTab = 'moderation' | 'suggestions';
const TABS: KudosSettingsTab[] = ['moderation', 'suggestions'];
const TABS_ID = 'kudos-settings';

/**
 * `/Kudos/Settings` (Home_Owner, System_Admin): moderate kudos and keep the suggested messages.
 * Each tab's list sets the page title.
 */
export function KudosSettingsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<KudosSettingsTab>('moderation');
  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      <PageTabs
        id={TABS_ID}
        label={translate('kudos.settings.title')}
        tabs={TABS}
        value={tab}
        onChange={setTab}
        labelOf={(value) => translate(`kudos.settings.tabs.${value}`)}
      />
      {TABS.map((value) => (
        <div key={value} {...tabPanel(TABS_ID, value)} hidden={tab !== value}>
          {tab === value &&
            (value === 'moderation' ? <KudosModerationList /> : <KudosSuggestionList />)}
        </div>
      ))}
    </Box>
  );
}
