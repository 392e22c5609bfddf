# sys.exit with a code ends the program without a traceback.
import sys
print("bye")
sys.exit("exiting with a message")
print("never")
