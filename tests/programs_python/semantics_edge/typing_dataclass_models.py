# typing-heavy config code, as model files write it: dataclasses of configs, Optional/Union/Callable, NamedTuple, Protocol-free
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple, Union
import copy
import enum

class Activation(str, enum.Enum):
    RELU = "relu"
    GELU = "gelu"

@dataclass
class LayerConfig:
    width: int
    act: Activation = Activation.RELU
    dropout: float = 0.0

@dataclass
class ModelConfig:
    name: str
    layers: List[LayerConfig] = field(default_factory=list)
    extras: Dict[str, Any] = field(default_factory=dict)
    head: Optional[int] = None

    def total_width(self) -> int:
        return sum(l.width for l in self.layers)

class Shape(NamedTuple):
    batch: int
    channels: int
    size: Tuple[int, int] = (1, 1)

cfg = ModelConfig("mlp", [LayerConfig(64), LayerConfig(32, Activation.GELU, 0.1)], {"lr": 1e-3})
print(cfg)
print(cfg.total_width(), cfg.layers[1].act.value, cfg.layers[1].act == "gelu", Activation("relu").name)
cfg2 = copy.deepcopy(cfg)
cfg2.layers[0].width = 128
print(cfg.layers[0].width, cfg2.layers[0].width, cfg == cfg2)
s = Shape(8, 3)
print(s, s._replace(size=(4, 4)), s.size, Shape._fields, s._asdict())
b, c, (h, w) = s
print(b * c * h * w)
def build(spec: Union[int, List[int]], fn: Callable[[int], int] = lambda v: v * 2) -> List[int]:
    if isinstance(spec, int):
        spec = [spec]
    return [fn(v) for v in spec]
print(build(3), build([1, 2], fn=lambda v: v + 1))
registry: Dict[str, Callable[..., Any]] = {}
def register(name: str):
    def deco(fn):
        registry[name] = fn
        return fn
    return deco
@register("square")
def square(v: float) -> float:
    return v * v
print(registry["square"](4), list(registry), square.__annotations__)
print(Optional[int], List[int], Dict[str, float])
print(f"{Activation.RELU}", str(Activation.GELU), repr(Activation.GELU), Activation.RELU.upper())
