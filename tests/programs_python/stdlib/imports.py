# import forms and module attributes.
import math as m
from math import sqrt, pi as PI
import itertools, functools
from collections import *
import sys
print(m.sqrt(9), sqrt(16), round(PI, 3), type(m).__name__, m.__name__)
print(namedtuple("T", "a")(1), OrderedDict(a=1))
print(sys.maxsize, "math" in sys.modules)
import warnings
warnings.warn("careful")
print("after warn")
try:
    import not_a_real_module
except ImportError as e:
    print(type(e).__name__, e)
try:
    from math import nope
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])
