import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

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
