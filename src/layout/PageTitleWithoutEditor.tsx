import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface PageTitleProps {
  title?: ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  preferenceKey?: string | false;
}

/**
 * What react-admin's <Title> renders in the portal build (vite.config.ts): its page title
 * (react-admin's PageTitle) without the preferences editor. The original wraps the title in
 * <Configurable> with a TextField editor for react-admin's Inspector, which the portal never
 * shows — and that editor brought TextField, Select and every input variant into the first
 * download of every page.
 */
export function PageTitleConfigurable({
  title,
  defaultTitle,
  className,
  preferenceKey: _preferenceKey,
  ...rest
}: PageTitleProps) {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? (
        <span {...rest}>{defaultTitle}</span>
      ) : typeof title === 'string' ? (
        <span {...rest}>{translate(title, { _: title })}</span>
      ) : (
        title
      )}
    </span>
  );
}
