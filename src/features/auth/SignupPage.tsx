import { PasswordAuthForm } from "./PasswordAuthForm";

export default function SignupPage() {
  return <PasswordAuthForm mode="signUp" />;
}
