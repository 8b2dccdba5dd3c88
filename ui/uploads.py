"""Uploads: one size limit for every file uploader, checked on the bytes before anything reads them.

    st.file_uploader(label, type=["json"], key=..., max_upload_size=MAX_UPLOAD_MB)
    data, error = upload_bytes(st.session_state[key])
    if error: show error[lang]  # a core Text
    else: core.chan.replay.read_record(data) / core.sichuan.replay.read_record(data) / ...

Three layers: `server.maxUploadSize = 1` in `.streamlit/config.toml` (the server refuses a
bigger request body), `max_upload_size=MAX_UPLOAD_MB` on each uploader (the browser refuses it
first, with Streamlit's own message), and `upload_bytes` (the file's size is checked before its
bytes are copied, so a hand-made request cannot make the page decode a huge file).
"""

from __future__ import annotations

from core.common.jsonio import MAX_JSON_BYTES, size_error
from core.common.text import Text

MAX_UPLOAD_MB = 1  # st.file_uploader(max_upload_size=...) is in megabytes (MiB), at least 1
MAX_UPLOAD_BYTES = MAX_JSON_BYTES  # what the loaders accept: 1,000,000 bytes
UNREADABLE = Text("the file could not be read", "không đọc được tệp")


def upload_bytes(upload, limit: int = MAX_UPLOAD_BYTES) -> tuple[bytes | None, Text | None]:
    """(the uploaded file's bytes, None), or (None, why not, a Text) when there is no file or it is
    over `limit` bytes. Never decodes anything."""
    if upload is None:
        return None, Text("no file", "không có tệp")
    size = getattr(upload, "size", None)
    if not isinstance(size, int) or isinstance(size, bool):
        try:
            size = len(upload.getbuffer())
        except (AttributeError, TypeError, ValueError):
            return None, Text("not a file", "không phải một tệp")
    if size > limit:
        return None, size_error(size, limit)
    try:
        data = upload.getvalue()
    except (AttributeError, ValueError, OSError):
        return None, UNREADABLE
    if not isinstance(data, (bytes, bytearray)):
        return None, UNREADABLE
    if len(data) > limit:  # a size that lied
        return None, size_error(len(data), limit)
    return bytes(data), None


__all__ = ["upload_bytes", "MAX_UPLOAD_MB", "MAX_UPLOAD_BYTES"]
