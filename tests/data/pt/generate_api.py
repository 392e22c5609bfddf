# Regenerates the .pt fixtures of the C++ API, the CLI and the package tests
# with PyTorch 1.13.1:  cd tests/data/pt && /usr/bin/python3 generate_api.py
# Each file carries PyTorch's own output for a fixed input as an extra file
# (expected.txt: shape, then the values with repr precision), so tests check
# our forward against PyTorch without needing it.
import torch
import torch.nn as nn
from typing import Tuple


class SmallCnn(nn.Module):
    """A conv net shaped like the start of a torchvision model (no
    BatchNorm or MaxPool2d: their code does not load yet), with a buffer."""

    def __init__(self):
        super().__init__()
        self.register_buffer("offset", torch.tensor([0.25, -0.25, 0.5, 0.0]))
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, stride=2, padding=1),
            nn.ReLU(inplace=True),
        )
        self.head = nn.Linear(8, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = torch.max_pool2d(self.features(x), 2)
        x = x.mean([2, 3])
        return self.head(x) + self.offset

    @torch.jit.export
    def embed(self, x: torch.Tensor, scale: float = 1.0) -> Tuple[torch.Tensor, int]:
        y = torch.max_pool2d(self.features(x), 2) * scale
        return y, y.dim()


def cnn_input() -> torch.Tensor:
    # Also built by the C++ tests: (i % 17) / 17 - 0.5 over 1x3x16x16.
    return (torch.arange(3 * 16 * 16) % 17).float().div(17).sub(0.5).reshape(1, 3, 16, 16)


def expected(t: torch.Tensor) -> str:
    return " ".join(str(d) for d in t.shape) + "\n" + " ".join(repr(v) for v in t.flatten().tolist()) + "\n"


torch.manual_seed(0)
m = SmallCnn()
m.eval()
s = torch.jit.script(m)
with torch.no_grad():
    out = s(cnn_input())
torch.jit.save(s, "small_cnn.pt", _extra_files={"expected.txt": expected(out)})
