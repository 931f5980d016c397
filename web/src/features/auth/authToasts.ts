import { AUTH_UI_MESSAGES, PASSWORD_MIN_LENGTH } from '@referrals/contracts';
import { isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';

/** The spec's toasts shared by the sign-in, registration and reset forms. */
export function toastPasswordTooShort(): void {
  showToast({
    kind: 'error',
    title: AUTH_UI_MESSAGES.passwordTooShortTitle,
    description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  });
}

export function toastMissingInformation(description: string): void {
  showToast({ kind: 'error', title: AUTH_UI_MESSAGES.missingInformation, description });
}

/** 'Email Required', saying what the email is needed for. */
export function toastEmailRequired(description: string): void {
  showToast({ kind: 'error', title: AUTH_UI_MESSAGES.emailRequiredTitle, description });
}

/** An error toast with the server's own reason when it gave one, else the fallback text. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  showToast({ kind: 'error', title, description: isApiError(error) ? error.userMessage : fallback });
}
