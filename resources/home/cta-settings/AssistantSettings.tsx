import { BooleanInput, TextInput } from 'react-admin';
import { ctaContentSchema } from '../../../contracts/home/settings';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { SETTINGS_IMAGE, SETTINGS_MESSAGES } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsTabs } from '../shared/SettingsTabs';

type AssistantKey = 'AskAlejandro' | 'ChatBot';

const resolvers = {
  AskAlejandro: contractResolver(ctaContentSchema('AskAlejandro', 'update'), {
    messages: SETTINGS_MESSAGES,
  }),
  ChatBot: contractResolver(ctaContentSchema('ChatBot', 'update'), {
    messages: SETTINGS_MESSAGES,
  }),
};

/** An assistant's entry on the home page: its link, texts, image and whether it shows. */
function AssistantSettings({ settingKey, title }: { settingKey: AssistantKey; title: string }) {
  return (
    <AdminFormPage
      resource="cta-settings"
      header={<SettingsTabs />}
      id={settingKey}
      editTitle={title}
      resolver={resolvers[settingKey]}
      sx={{ maxWidth: 720 }}
    >
      <TextInput source="title" fullWidth />
      <TextInput source="description" fullWidth multiline minRows={2} />
      <LinkInput helperText="homeSettings.assistant.linkHelp" />
      <ImageUploadInput {...SETTINGS_IMAGE} />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}

/** `/AskAlejandro/Settings` (the `/Ask{name}/Settings` route): GET /CTAs/GetAskAlejandro, PUT /CTAs/UpdateCTA. */
export const AskAlejandroSettings = () => (
  <AssistantSettings settingKey="AskAlejandro" title="homeSettings.assistant.askTitle" />
);

/** `/Chatbot/Settings`: GET /CTAs/GetChatBot, PUT /CTAs/UpdateCTA. */
export const ChatbotSettings = () => (
  <AssistantSettings settingKey="ChatBot" title="homeSettings.assistant.chatbotTitle" />
);
