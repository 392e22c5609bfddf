# Regenerates the real-model .pt fixtures with PyTorch 1.13.1 and torchvision:
#   /usr/bin/python3 generate_models.py            small models -> models/ (committed)
#   /usr/bin/python3 generate_models.py --full DIR full-size torchvision models -> DIR
# Each NAME.pt is what torch.jit.script / trace / freeze wrote; NAME.io.pt is a
# module whose `input` buffer is the forward argument and whose `expected`
# list holds the output's tensors (flattened in the order the unit test
# real_models_test.cpp reads them). The unit tests never need PyTorch.
import os
import sys
from typing import Dict, List, NamedTuple, Tuple

import torch
import torch.nn as nn
import torchvision


class IO(nn.Module):
    expected: List[torch.Tensor]

    def __init__(self, inp: torch.Tensor, expected: List[torch.Tensor]):
        super().__init__()
        self.register_buffer("input", inp)
        self.expected = expected

    def forward(self) -> torch.Tensor:
        return self.input


def flatten(out) -> List[torch.Tensor]:
    if isinstance(out, torch.Tensor):
        return [out]
    if isinstance(out, dict):
        return [t for k in sorted(out) for t in flatten(out[k])]
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in flatten(o)]
    return []


def save(directory: str, name: str, module, inp: torch.Tensor):
    module.save(os.path.join(directory, name + ".pt"))
    with torch.no_grad():
        expected = flatten(module(inp))
    torch.jit.script(IO(inp, expected)).save(os.path.join(directory, name + ".io.pt"))


class Pair(NamedTuple):
    probs: torch.Tensor
    count: int


@torch.jit.script
class Scaler:
    def __init__(self, s: float):
        self.s = s

    def apply(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.s


class ClassesNet(nn.Module):
    """Script classes, a NamedTuple and a dict in the output, conv/bn/pool."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.MaxPool2d(2)
        self.ap = nn.AdaptiveAvgPool2d((1, 1))

    def forward(self, x) -> Tuple[Pair, Dict[str, torch.Tensor]]:
        y = self.ap(self.pool(torch.relu(self.bn(self.conv(x)))))
        y = torch.softmax(Scaler(2.0).apply(y.flatten(1)), dim=1)
        return Pair(y, 3), {"y": y}


class Recurrent(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 16, num_layers=2, batch_first=True)
        self.lstm = nn.LSTM(8, 16, num_layers=2)

    def forward(self, x):
        a, h = self.gru(x)
        b, (h2, c2) = self.lstm(x.transpose(0, 1))
        return a.sum(1) + b.sum(0), h, h2, c2


class Packed(nn.Module):
    """Packed sequences: the `.data` RNN overloads and PackedSequence code."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(8, 16, bidirectional=True)
        self.gru = nn.GRU(8, 16, num_layers=2)

    def forward(self, x):
        lengths = torch.tensor([3, 5, 2])
        packed = nn.utils.rnn.pack_padded_sequence(x, lengths, enforce_sorted=False)
        out, (h, c) = self.lstm(packed)
        padded, lens = nn.utils.rnn.pad_packed_sequence(out)
        _, h2 = self.gru(packed)
        return padded, h, c, h2, lens.float()


class Blocks(nn.Module):
    """torchvision's building blocks at a small width."""

    def __init__(self):
        super().__init__()
        from torchvision.models import mobilenetv2, resnet, squeezenet
        down = nn.Sequential(resnet.conv1x1(8, 16, 2), nn.BatchNorm2d(16))
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(inplace=True))
        self.basic = resnet.BasicBlock(8, 8)
        self.bottle = resnet.Bottleneck(8, 4, stride=2, downsample=down)
        self.inverted = mobilenetv2.InvertedResidual(16, 16, 1, 6)
        self.fire = squeezenet.Fire(16, 4, 8, 8)
        self.head = nn.Linear(16, 10)

    def forward(self, x):
        x = self.fire(self.inverted(self.bottle(self.basic(self.stem(x)))))
        x = nn.functional.adaptive_avg_pool2d(x, (1, 1)).flatten(1)
        return self.head(x)


def small(directory: str):
    torch.manual_seed(0)
    img = torch.randn(1, 3, 16, 16)
    blocks = Blocks().eval()
    save(directory, "blocks_script", torch.jit.script(blocks), img)
    save(directory, "blocks_trace", torch.jit.trace(blocks, img), img)
    save(directory, "blocks_frozen", torch.jit.freeze(torch.jit.script(blocks)), img)
    mobile = torchvision.models.mobilenet_v2(width_mult=0.1, num_classes=10).eval()
    save(directory, "mobilenet_v2_script", torch.jit.script(mobile), torch.randn(1, 3, 32, 32))
    save(directory, "mobilenet_v2_trace", torch.jit.trace(mobile, torch.randn(1, 3, 32, 32)), torch.randn(1, 3, 32, 32))
    seq = torch.randn(2, 5, 8)
    save(directory, "rnn_script", torch.jit.script(Recurrent().eval()), seq)
    save(directory, "rnn_trace", torch.jit.trace(Recurrent().eval(), seq), seq)
    save(directory, "packed_rnn_script", torch.jit.script(Packed().eval()), torch.randn(5, 3, 8))
    layer = nn.TransformerEncoderLayer(16, 4, 32, batch_first=True)
    encoder = nn.TransformerEncoder(layer, 2).eval()
    save(directory, "transformer_script", torch.jit.script(encoder), torch.randn(2, 5, 16))
    save(directory, "classes_script", torch.jit.script(ClassesNet().eval()), torch.randn(1, 3, 16, 16))


def full(directory: str):
    torch.manual_seed(0)
    img = torch.randn(1, 3, 224, 224)
    for name in ["resnet18", "mobilenet_v2", "squeezenet1_1"]:
        model = getattr(torchvision.models, name)().eval()
        save(directory, name + "_script", torch.jit.script(model), img)
        save(directory, name + "_trace", torch.jit.trace(model, img), img)
        save(directory, name + "_frozen", torch.jit.freeze(torch.jit.script(model)), img)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--full":
        os.makedirs(sys.argv[2], exist_ok=True)
        full(sys.argv[2])
    else:
        small(os.path.join(os.path.dirname(os.path.abspath(__file__)), "models"))
