import torch
import torch.nn as nn


class Fuse(nn.Module):
    def __init__(self):
        super().__init__()
        self.scale = 2.0

    def forward(self, feats):
        a = feats["a"]
        b = feats["b"]
        return a * self.scale + b


m = Fuse()
inp = {"a": torch.ones(2, 2), "b": torch.arange(4.0).reshape(2, 2)}
t = torch.jit.trace(m, (inp,))
print(t.code)
print(t({"a": torch.zeros(2, 2), "b": torch.ones(2, 2)}))


def pair_sum(d):
    return d["x"] + d["y"], d["x"] - d["y"]


tf = torch.jit.trace(pair_sum, ({"x": torch.tensor([3.0]), "y": torch.tensor([1.0])},))
print(tf.code)
print(tf({"x": torch.tensor([10.0]), "y": torch.tensor([4.0])}))
print(type(tf).__name__)
