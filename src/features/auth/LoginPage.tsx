import { PasswordAuthForm } from "./PasswordAuthForm";

export default function LoginPage() {
  return <PasswordAuthForm mode="signIn" />;
}
