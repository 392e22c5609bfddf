import enum
import torch
import torch.nn as nn

class Act(enum.Enum):
    RELU = "relu"
    GELU = "gelu"
    TANH = "tanh"
    def make(self):
        return {Act.RELU: nn.ReLU, Act.GELU: nn.GELU, Act.TANH: nn.Tanh}[self]()

class Phase(enum.IntEnum):
    TRAIN = 1
    EVAL = 2

class Flags(enum.Flag):
    NONE = 0
    LOG = enum.auto()
    SAVE = enum.auto()
    BOTH = LOG | SAVE

REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.registry_name = name
        return cls
    return deco

@register("mlp")
class MLP(nn.Module):
    def __init__(self, act=Act.RELU):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, 3), act.make())
    def forward(self, x):
        return self.net(x)

print(list(Act), Act("gelu"), Act["TANH"].value, Act.RELU.name)
print(Phase.TRAIN < Phase.EVAL, Phase(2), int(Phase.EVAL) + 1, Phase.TRAIN == 1)
print(Flags.LOG | Flags.SAVE, Flags.BOTH, Flags.LOG in Flags.BOTH, bool(Flags.NONE))
print(REGISTRY, MLP.registry_name)
torch.manual_seed(0)
for a in Act:
    m = REGISTRY["mlp"](a)
    print(a, m.net[1], torch.round(m(torch.ones(1, 2)), decimals=4))
print(repr(Act.RELU), str(Phase.TRAIN), repr(Phase.TRAIN))
print({p: p.value * 10 for p in Phase})
print(Act.__members__.keys())
