"""Console entry points that end quietly when their reader goes away (`cga math ... | head`)."""
from __future__ import annotations

import functools
import os
import sys
from typing import Callable

# Exit status after the reader of stdout closed the pipe; Python's own convention for EPIPE
# (https://docs.python.org/3/library/signal.html#note-on-sigpipe).
BROKEN_PIPE_EXIT = 1


def quiet_broken_pipe(main: Callable[..., int]) -> Callable[..., int]:
    """Wrap a console `main`: a closed stdout pipe ends the command with BROKEN_PIPE_EXIT and no
    traceback. Stdout is pointed at /dev/null so the interpreter's final flush cannot raise again."""

    @functools.wraps(main)
    def wrapped(*args, **kwargs) -> int:
        try:
            code = main(*args, **kwargs)
            sys.stdout.flush()  # surface a broken pipe here, not at interpreter exit
            return code
        except BrokenPipeError:
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(devnull, sys.stdout.fileno())
            except (OSError, ValueError, AttributeError):  # stdout without a file descriptor (tests)
                pass
            finally:
                os.close(devnull)
            return BROKEN_PIPE_EXIT

    return wrapped
