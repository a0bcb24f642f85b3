import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema } from '../../../contracts/home/settings';
import { LinkInput } from '../shared/LinkInput';
import { SettingEdit } from '../shared/SettingEdit';
import { SettingsImageInput } from '../shared/SettingsImageInput';
import { SettingsTabs } from '../shared/SettingsTabs';
import { contractResolver } from '../shared/validation';

type AssistantKey = 'AskAlejandro' | 'ChatBot';

const resolvers = {
  AskAlejandro: contractResolver(ctaContentSchema('AskAlejandro', 'update')),
  ChatBot: contractResolver(ctaContentSchema('ChatBot', 'update')),
};

/** An assistant's entry on the home page: its link, texts, image and whether it shows. */
function AssistantSettings({ settingKey, title }: { settingKey: AssistantKey; title: string }) {
  const translate = useTranslate();
  return (
    <>
      <SettingsTabs />
      <SettingEdit
        resource="cta-settings"
        id={settingKey}
        title={translate(title)}
        resolver={resolvers[settingKey]}
        sx={{ maxWidth: 720 }}
      >
        <TextInput source="title" fullWidth />
        <TextInput source="description" fullWidth multiline minRows={2} />
        <LinkInput helperText="homeSettings.assistant.linkHelp" />
        <SettingsImageInput />
        <BooleanInput source="active" />
      </SettingEdit>
    </>
  );
}

/** `/AskAlejandro/Settings` (SPEC §2 `/Ask{name}/Settings`): GET /CTAs/GetAskAlejandro, PUT /CTAs/UpdateCTA. */
export const AskAlejandroSettings = () => (
  <AssistantSettings settingKey="AskAlejandro" title="homeSettings.assistant.askTitle" />
);

/** `/Chatbot/Settings`: GET /CTAs/GetChatBot, PUT /CTAs/UpdateCTA. */
export const ChatbotSettings = () => (
  <AssistantSettings settingKey="ChatBot" title="homeSettings.assistant.chatbotTitle" />
);
