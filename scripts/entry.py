"""A script's entry point: runs its main and returns the exit status, and ends quietly when the
reader of standard output goes away early (`script.py ... | head`), as `cat` does: no traceback,
the status a shell gives a command that SIGPIPE ended (141).

Used by every script's `if __name__ == "__main__":` line.
"""

import os
import sys

# A shell's status for a command ended by SIGPIPE (128 + 13).
PIPE_CLOSED = 141


def run(main, *args):
    """main(*args)'s status; PIPE_CLOSED when standard output's reader closed the pipe."""
    try:
        status = main(*args)
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes standard output again at exit: point it at /dev/null so that this flush
        # does not fail as well.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return PIPE_CLOSED
    return status
