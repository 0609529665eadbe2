import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ComponentType, ReactNode } from "react";

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps["size"];
  children: ReactNode;
}

/**
 * The modal every add/edit form uses: full screen on phones, and its content mounted only
 * while open, so each opening starts from fresh form state.
 */
export function FormModal({ opened, onClose, title, size = "md", children }: FormModalProps) {
  const small = useMediaQuery("(max-width: 36em)");
  return (
    <Modal opened={opened} onClose={onClose} title={title} fullScreen={small} size={size}>
      {opened && children}
    </Modal>
  );
}

type EditorProps = { editing?: { _id: string }; onClose: () => void };

/**
 * The add-or-edit modal of one kind of item: the title says which, and the form starts afresh
 * for each item (keyed by its id).
 */
export function EditorModal<P extends EditorProps>({
  opened,
  form: Form,
  titles,
  size,
  ...props
}: P & {
  opened: boolean;
  form: ComponentType<P>;
  titles: { add: string; edit: string };
  size?: ModalProps["size"];
}) {
  const formProps = props as unknown as P;
  return (
    <FormModal
      opened={opened}
      onClose={formProps.onClose}
      title={formProps.editing ? titles.edit : titles.add}
      size={size}
    >
      <Form key={formProps.editing?._id ?? "new"} {...formProps} />
    </FormModal>
  );
}
