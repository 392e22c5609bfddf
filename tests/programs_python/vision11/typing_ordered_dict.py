# typing.OrderedDict / DefaultDict / Counter / Deque build the collections types when called.
import typing
import collections
d = typing.OrderedDict()
d["b"] = 1
d["a"] = 2
print(type(d).__name__, isinstance(d, collections.OrderedDict), d, typing.OrderedDict[str, int])
print(typing.OrderedDict([("a", 1)]))
dd = typing.DefaultDict(list)
dd["x"].append(1)
print(dict(dd), type(dd).__name__)
print(typing.Counter("abca").most_common(1), typing.Deque([1, 2], maxlen=2))
print(isinstance(collections.OrderedDict(), typing.OrderedDict), isinstance({}, typing.OrderedDict))
print(typing.Dict, typing.DefaultDict, typing.Counter[str], typing.Deque[int])
import torch.nn as nn
seq = nn.Sequential(typing.OrderedDict([("fc", nn.Linear(2, 3)), ("act", nn.ReLU())]))
print(seq)
