import { useTranslate } from 'react-admin';
import { HorizontalMenu } from '../../shared/HorizontalMenu';
import { ASSISTANT_NAME } from '../../../contracts/home/links';

/** The home settings' own navigation, beside the side menu's group. */
export function SettingsTabs() {
  const translate = useTranslate();
  return (
    <HorizontalMenu
      aria-label={translate('menu.settings')}
      items={[
        { label: 'menu.menuSettings', to: '/Menu/Settings' },
        { label: 'menu.videoSettings', to: '/Video/Settings' },
        { label: 'menu.kudosSettings', to: '/Kudos/Settings' },
        { label: 'menu.calendarSettings', to: '/Calendar/Settings' },
        { label: 'menu.bannersSettings', to: '/Banners/Settings' },
        { label: 'menu.askSettings', to: `/Ask${ASSISTANT_NAME}/Settings` },
        { label: 'menu.chatbotSettings', to: '/Chatbot/Settings' },
        { label: 'menu.contactSettings', to: '/Contact/Settings' },
      ]}
    />
  );
}
