"""A real PostgreSQL for the tests: Debian's server in a temporary directory on a free port.

`start_postgres()` runs initdb and pg_ctl (as the `postgres` user when the tests run as root: the
server refuses root), creates a database and returns a `Postgres` with its SQLAlchemy URL;
`stop()` stops the server and removes the directory. With CI=true a server that cannot start fails
the tests (tests/conftest.py); elsewhere the PostgreSQL half of the storage tests is skipped.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path


class PostgresUnavailable(RuntimeError):
    pass


def _bin_dir() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise PostgresUnavailable("PostgreSQL (initdb) is not installed: apt-get install -y postgresql")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Postgres:
    folder: Path
    port: int
    bin: Path
    as_user: list[str]
    url: str = ""

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run([*self.as_user, *args], capture_output=True, text=True, check=check, timeout=120)

    def stop(self) -> None:
        self.run(str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "immediate", "stop", check=False)
        shutil.rmtree(self.folder, ignore_errors=True)


def start_postgres(database: str = "chan") -> Postgres:
    """Start a fresh server; raises PostgresUnavailable (with the server's own words) if it cannot."""
    bin_dir = _bin_dir()
    folder = Path(tempfile.mkdtemp(prefix="chan-pg-"))
    as_user: list[str] = []
    user = os.environ.get("USER") or "postgres"
    if os.geteuid() == 0:
        as_user, user = ["runuser", "-u", "postgres", "--"], "postgres"
        shutil.chown(folder, "postgres")
    folder.chmod(0o700)
    server = Postgres(folder, free_port(), bin_dir, as_user)
    try:
        server.run(str(bin_dir / "initdb"), "-D", str(folder / "data"), "-A", "trust", "-U", user, "-E", "UTF8")
        server.run(
            str(bin_dir / "pg_ctl"),
            "-D",
            str(folder / "data"),
            "-l",
            str(folder / "log"),
            "-w",
            "-t",
            "60",
            "-o",
            f"-p {server.port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off",
            "start",
        )
        deadline = time.monotonic() + 30
        ready = [str(bin_dir / "pg_isready"), "-h", "127.0.0.1", "-p", str(server.port)]
        while server.run(*ready, check=False).returncode:
            if time.monotonic() > deadline:
                raise PostgresUnavailable("PostgreSQL did not become ready")
            time.sleep(0.2)
        server.run(str(bin_dir / "createdb"), "-h", "127.0.0.1", "-p", str(server.port), "-U", user, database)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as err:
        log = (folder / "log").read_text(errors="replace")[-2000:] if (folder / "log").exists() else ""
        words = getattr(err, "stderr", "") or str(err)
        server.stop()
        raise PostgresUnavailable(f"PostgreSQL could not start: {words}\n{log}") from err
    server.url = f"postgresql+psycopg://{user}@127.0.0.1:{server.port}/{database}"
    return server
