import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Edit, type Identifier, SimpleForm, type SimpleFormProps } from 'react-admin';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar';

interface SettingEditProps {
  resource: string;
  id: Identifier;
  /** The page title, or none inside another page. */
  title: string | false;
  resolver: SimpleFormProps['resolver'];
  sx?: SxProps<Theme>;
  /** The inputs. */
  children: ReactNode;
}

/** A setting that always exists (the home video, an assistant, the featured image): saved in place. */
export function SettingEdit({ resource, id, title, resolver, sx, children }: SettingEditProps) {
  return (
    <Edit
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      title={title}
      actions={false}
    >
      <SimpleForm resolver={resolver} toolbar={<SaveOnlyToolbar />} sx={sx}>
        {children}
      </SimpleForm>
    </Edit>
  );
}
