import torch
import torch.nn as nn
from collections import OrderedDict, namedtuple
from dataclasses import dataclass, field
import functools
import itertools

Output = namedtuple("Output", ["logits", "loss"])


@dataclass
class Config:
    hidden: int = 8
    layers: int = 2
    act: str = "relu"
    tags: list = field(default_factory=list)


ACTS = {"relu": nn.ReLU, "gelu": nn.GELU, "tanh": nn.Tanh}


def registry(cls):
    registry.items[cls.__name__.lower()] = cls
    return cls


registry.items = {}


@registry
class MLP(nn.Module):
    def __init__(self, cfg: Config):
        super().__init__()
        layers = OrderedDict()
        for i in range(cfg.layers):
            layers[f"fc{i}"] = nn.Linear(cfg.hidden, cfg.hidden)
            layers[f"act{i}"] = ACTS[cfg.act]()
        self.net = nn.Sequential(layers)
        self.head = nn.Linear(cfg.hidden, 2)

    def forward(self, x, target=None):
        logits = self.head(self.net(x))
        loss = None
        if target is not None:
            loss = nn.functional.cross_entropy(logits, target)
        return Output(logits, loss)


torch.manual_seed(0)
cfg = Config(act="tanh", tags=["a"])
print(cfg)
print(Config() == Config(), Config(hidden=4) == Config())
model = registry.items["mlp"](cfg)
print([k for k in model.net._modules])
out = model(torch.randn(3, 8), torch.tensor([0, 1, 1]))
print(type(out).__name__, out.logits.shape, out.loss.dim(), out._fields)
out2 = model(torch.randn(3, 8))
print(out2.loss is None, out2[0].shape)
params = sorted(((n, p.numel()) for n, p in model.named_parameters()), key=lambda t: -t[1])
print(params[:3])
total = functools.reduce(lambda a, b: a + b, (p.numel() for p in model.parameters()))
print(total)
pairs = list(itertools.product([1, 2], ["x", "y"]))
print(pairs, list(itertools.chain([1], [2, 3])), list(itertools.accumulate([1, 2, 3])))
grouped = {k: list(v) for k, v in itertools.groupby(sorted(["ab", "ac", "b"]), key=lambda s: s[0])}
print(grouped)


class Counter(nn.Module):
    calls = 0

    def forward(self, x):
        type(self).calls += 1
        return x


c = Counter()
for _ in range(3):
    c(torch.zeros(1))
print(Counter.calls, c.calls, getattr(c, "missing", "default"), hasattr(c, "training"))
try:
    model.nonexistent
except AttributeError as e:
    print(e)
m = {nn.Linear: "linear"}
print(m.get(type(model.head)), isinstance(model.net, (nn.Sequential, nn.ModuleList)))
print(str(torch.float32), repr(torch.int64), torch.tensor([1, 2]).dtype == torch.long)
