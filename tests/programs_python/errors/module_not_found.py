# Importing an unknown module fails at the importing line.
import math
print(math.floor(2.5))
import numpy_that_does_not_exist
