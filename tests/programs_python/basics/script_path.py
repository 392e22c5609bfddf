# The script's path is absolute as CPython 3.11 makes it (__file__,
# tracebacks, source locations of traced and scripted graphs).
import os

print(os.path.isabs(__file__), os.path.basename(__file__))
