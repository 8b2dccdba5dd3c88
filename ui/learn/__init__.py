"""The Learn page's Streamlit pieces: lessons with their quizzes, drills, and the session's progress."""
