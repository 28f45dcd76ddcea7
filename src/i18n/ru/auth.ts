/** Texts of the public screens: login, forgot password, reset password (owned by the public-screens work). */
export const auth = {
  appName: 'Кабинет продавца',
  fields: {
    email: 'Электронная почта',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    confirmPassword: 'Повторите пароль',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
  },
  captcha: {
    label: 'Я не робот',
  },
  login: {
    documentTitle: 'Вход — Кабинет продавца',
    title: 'Вход в кабинет продавца',
    subtitle: 'Войдите, чтобы управлять своим магазином',
    rememberMe: 'Запомнить меня',
    forgotPassword: 'Забыли пароль?',
    submit: 'Войти',
    errors: {
      emailNotConfirmed: 'Подтвердите e-mail адрес на почте, который вы указали при регистрации',
      notSeller: 'Вы не продавец',
      wrongCredentials: 'Неверный пароль или эл. почта',
      /** A throttled -4 whose reply has no errorMessage (the server's own text is shown otherwise). */
      throttled: 'Слишком много неудачных попыток входа. Повторите попытку через %{seconds} сек.',
    },
  },
  forgot: {
    documentTitle: 'Восстановление пароля — Кабинет продавца',
    title: 'Восстановление пароля',
    subtitle:
      'Укажите адрес электронной почты, который вы использовали при регистрации, и мы отправим ссылку для восстановления пароля',
    submit: 'Отправить',
    back: 'Назад',
    errors: {
      userNotFound: 'Такой пользователь не существует. Убедитесь, что вы правильно ввели свой Email',
      limitReached: 'Ваш лимит заполнен. Пожалуйста, попробуйте через 24 часа.',
    },
    sent: {
      title: 'Проверьте почту',
      text: 'Мы отправили ссылку для восстановления пароля на %{email}',
      hint: 'Не получили письмо? Проверьте папку «Спам» или отправьте его ещё раз.',
      resend: 'Отправить повторно',
      resent: 'Письмо отправлено повторно',
      close: 'Закрыть',
    },
  },
  reset: {
    documentTitle: 'Новый пароль — Кабинет продавца',
    title: 'Новый пароль',
    subtitle: 'Придумайте новый пароль для входа в кабинет продавца',
    submit: 'Сохранить',
    success: 'Пароль успешно изменен!',
    done: {
      title: 'Изменение пароля',
      text: 'Ваш пароль изменён. Теперь вы можете войти с новым паролем.',
      continue: 'Continue',
    },
  },
} as const;
