# namedtuple / typing.NamedTuple / type() classes take the module of the code that makes them
# (a scripted model's namedtuple output type is named after it).
import collections
import typing
import warnings
import torch
from torchvision.models.googlenet import GoogLeNetOutputs
from torchvision.models.inception import InceptionOutputs
from torchvision.models.vision_transformer import ConvStemConfig
from torchvision import models

print(GoogLeNetOutputs.__module__, InceptionOutputs.__module__, ConvStemConfig.__module__)
P = collections.namedtuple("P", "x y")
Q = collections.namedtuple("Q", "x y", module="somewhere")
R = typing.NamedTuple("R", [("a", int)])


class S(typing.NamedTuple):
    a: int


print(P.__module__, Q.__module__, R.__module__, S.__module__, type("T", (), {}).__module__)
print(repr(P(1, 2)), Q(1, 2))
warnings.simplefilter("ignore")
s = torch.jit.script(models.googlenet(num_classes=3, init_weights=False))
print(s.code.splitlines()[1])
