# reversed() over dict views (Python 3.8+).
d = {"a": 1, "b": 2, "c": 3}
print(list(reversed(d.values())), list(reversed(d.keys())), list(reversed(d.items())), list(reversed(d)))
from collections import OrderedDict
o = OrderedDict([(1, "x"), (2, "y")])
print(list(reversed(o.values())), list(reversed(o.items())))
print(list(reversed({}.values())))
