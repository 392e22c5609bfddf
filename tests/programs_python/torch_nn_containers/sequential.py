# nn.Sequential as users use it: positional and OrderedDict construction,
# indexing, negative indices, slices, len, iteration, append/insert/extend,
# +, *, del, and passing it to a plain function.
import torch
import torch.nn as nn
from collections import OrderedDict

torch.manual_seed(0)
seq = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 3), nn.Softmax(dim=1))
print(seq)
print(len(seq), seq[0], seq[-1], seq[-2].out_features)
head = seq[:2]
print(type(head).__name__, head)
print(seq[::2])
print([type(m).__name__ for m in seq])
x = torch.randn(2, 4)
print(seq(x))
print(torch.equal(seq[2:](seq[:2](x)), seq(x)))


def run(model, inp):
    for i, layer in enumerate(model):
        inp = layer(inp)
        print(i, type(layer).__name__, tuple(inp.shape))
    return inp


run(seq, x)

named = nn.Sequential(OrderedDict([("fc1", nn.Linear(2, 3)), ("act", nn.Tanh()), ("fc2", nn.Linear(3, 1))]))
print(named)
print(named.fc1, named[1])
print([n for n, _ in named.named_parameters()])

s = nn.Sequential()
print(s, len(s))
s.append(nn.Linear(2, 2)).append(nn.ReLU())
s.insert(1, nn.Dropout(0.5))
s.insert(-1, nn.Identity())
s.extend([nn.Sigmoid(), nn.Tanh()])
print(s)
del s[1]
print(s)
del s[1:3]
print(s)
s[0] = nn.Linear(2, 5)
print(s[0])
print(s.pop(0), len(s))
both = nn.Sequential(nn.ReLU()) + nn.Sequential(nn.Tanh(), nn.Sigmoid())
print(both)
print(nn.Sequential(nn.ReLU(), nn.Tanh()) * 2)
acc = nn.Sequential(nn.ReLU())
acc += nn.Sequential(nn.ELU())
print(acc)
try:
    seq[10]
except IndexError as e:
    print("IndexError", e)
try:
    seq + nn.ReLU()
except ValueError as e:
    print("ValueError", e)
try:
    nn.Sequential(nn.ReLU(), 3)
except TypeError as e:
    print("TypeError", e)
empty = nn.Sequential()
print(empty(torch.ones(2)))
