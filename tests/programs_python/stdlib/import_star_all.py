# `from m import *` imports exactly m.__all__ when the module defines it
# (underscore names included, others left out); without __all__, every
# public name.
import sys
import types
m = types.ModuleType("star_helper")
m.__all__ = ["a", "_hidden"]
m.a, m.b, m._hidden = 1, 2, 3
sys.modules["star_helper"] = m
from star_helper import *
print(a, _hidden, "b" in dir())
n = types.ModuleType("plain_helper")
n.c, n._d = 4, 5
sys.modules["plain_helper"] = n
from plain_helper import *
print(c, "_d" in dir())
from torch.distributions import *
print("Normal" in dir(), "constraints" in dir(), "Number" in dir())
from collections import *
print("OrderedDict" in dir(), "abc" in dir())
bad = types.ModuleType("bad_helper")
bad.__all__ = ["missing"]
sys.modules["bad_helper"] = bad
try:
    from bad_helper import *
except AttributeError as e:
    print("AttributeError")
