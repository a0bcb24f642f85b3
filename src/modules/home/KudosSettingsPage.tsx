import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KudosModerationList } from '../../../resources/home/kudos/KudosModerationList';
import { KudosSuggestionList } from '../../../resources/home/kudos-suggestions/KudosSuggestionList';

type KudosSettingsTab = 'moderation' | 'suggestions';
const TABS: KudosSettingsTab[] = ['moderation', 'suggestions'];

/**
 * `/Kudos/Settings` (Home_Owner, System_Admin): moderate kudos and keep the suggested messages.
 * Each tab's list sets the page title.
 */
export function KudosSettingsPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<KudosSettingsTab>('moderation');
  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      <Tabs
        value={tab}
        onChange={(_event, value: KudosSettingsTab) => setTab(value)}
        aria-label={translate('kudos.settings.title')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={translate(`kudos.settings.tabs.${value}`)}
            id={`kudos-settings-tab-${value}`}
            aria-controls={`kudos-settings-panel-${value}`}
          />
        ))}
      </Tabs>
      {TABS.map((value) => (
        <div
          key={value}
          role="tabpanel"
          hidden={tab !== value}
          id={`kudos-settings-panel-${value}`}
          aria-labelledby={`kudos-settings-tab-${value}`}
        >
          {tab === value &&
            (value === 'moderation' ? <KudosModerationList /> : <KudosSuggestionList />)}
        </div>
      ))}
    </Box>
  );
}
