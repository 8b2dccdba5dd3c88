"""The app's texts, one module per area; `ui.i18n` merges them into one catalogue with namespaced keys."""
