# A fifth .pt zoo ("z5_"), held-out style: the files PyTorch users save
# and hand to a C++ embedder. Full-size torchvision classifiers (resnet18,
# mobilenet_v2/v3_small, squeezenet, shufflenet_v2, densenet121 at a small
# input, googlenet in eval) scripted, traced, frozen and
# optimize_for_inference'd; a segmentation and a detection head;
# dynamically quantized LSTM/Linear; modules holding dict/list/tuple/
# Optional attributes; custom methods called by name (get_method);
# _extra_files; a Transformer encoder on its fast path.
#   /usr/bin/python3 generate_zoo5.py zoo5            small fixtures (committed)
#   /usr/bin/python3 generate_zoo5.py --full DIR      and the full-size nets
#                                                     (BUILD/zoo5_full, not committed)
#   [--only a,b]                                      just fixtures z5_a_*, z5_b_*
# Then ZOO_DIR=DIR ZOO_NAMES=$(/usr/bin/python3 generate_zoo5.py --names)
# OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py >> zoo5_expected.txt (of the
# full set). Random init throughout; each fixture is seeded on its own.
import os
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.ao.quantization as tq
import torchvision
from torchvision.models import densenet, shufflenetv2
from torchvision.models.detection.rpn import RPNHead
from torchvision.models.segmentation.fcn import FCNHead

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 300_000
KEEP_ALL = False
ONLY: List[str] = []  # --only a,b: just these fixtures (their base names)


def save(directory: str, base: str, make, kinds=("script", "trace", "frozen"), seed: int = 0, preserved=(),
         extra=None):
    """Saves make() (seeded, eval mode) every way in `kinds`; a kind PyTorch
    itself cannot make or reload is reported and left out."""
    if ONLY and base not in ONLY:
        return
    torch.manual_seed(seed)
    model = make()
    model.eval()
    example = tuple(make_input(s) for s in INPUTS["z5_" + base + "_script"])
    for kind in kinds:
        path = os.path.join(directory, "z5_" + base + "_" + kind + ".pt")
        try:
            if kind == "script":
                m = torch.jit.script(model)
            elif kind == "trace":
                m = torch.jit.trace(model, example, check_trace=False, strict=False)
            elif kind == "frozen":
                m = torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
            else:
                m = torch.jit.optimize_for_inference(torch.jit.script(model))
            torch.jit.save(m, path, _extra_files=extra or {})
            torch.jit.load(path)
            if not KEEP_ALL and os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), file=sys.stderr)
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


def randomize_bn(model: nn.Module) -> nn.Module:
    """Random running statistics, so eval-mode batch norms are not identities."""
    for m in model.modules():
        if isinstance(m, (nn.BatchNorm2d, nn.BatchNorm1d)):
            m.running_mean.uniform_(-0.2, 0.2)
            m.running_var.uniform_(0.5, 1.5)
    return model


# ---- torchvision --------------------------------------------------------- #

def full_torchvision(directory: str):
    """The standard-width nets (tens of MB each: --full only)."""
    nets = {
        "resnet18": lambda: torchvision.models.resnet18(num_classes=10),
        "mobilenet_v2": lambda: torchvision.models.mobilenet_v2(num_classes=10),
        "mobilenet_v3_small": lambda: torchvision.models.mobilenet_v3_small(num_classes=10),
        "squeezenet1_1": lambda: torchvision.models.squeezenet1_1(num_classes=10),
        "shufflenet_v2_x1_0": lambda: torchvision.models.shufflenet_v2_x1_0(num_classes=10),
        "densenet121": lambda: torchvision.models.densenet121(num_classes=10),
    }
    for i, (name, make) in enumerate(nets.items()):
        save(directory, name, lambda make=make: randomize_bn(make()), kinds=("script", "trace", "frozen", "optimized"),
             seed=100 + i)
    save(directory, "googlenet", lambda: randomize_bn(torchvision.models.googlenet(num_classes=10, aux_logits=False,
                                                                                     init_weights=True)),
         kinds=("script", "trace", "frozen"), seed=110)


def small_torchvision(directory: str):
    save(directory, "shufflenet_small", lambda: randomize_bn(
        shufflenetv2.ShuffleNetV2([2, 2, 2], [8, 16, 32, 64, 128], num_classes=10)),
        kinds=("script", "trace", "frozen", "optimized"), seed=120)
    save(directory, "densenet_small", lambda: randomize_bn(densenet.DenseNet(
        growth_rate=8, block_config=(2, 2, 2, 2), num_init_features=16, bn_size=2, num_classes=10)),
        kinds=("script", "trace", "frozen", "optimized"), seed=121)


class SegDet(nn.Module):
    """A tiny backbone with torchvision's FCN segmentation head (upsampled to
    the input size) and RPN detection head (objectness and box deltas)."""

    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Conv2d(3, 8, 3, stride=2, padding=1), nn.BatchNorm2d(8), nn.ReLU(inplace=True),
                                      nn.Conv2d(8, 16, 3, stride=2, padding=1), nn.BatchNorm2d(16), nn.ReLU(inplace=True))
        self.seg = FCNHead(16, 3)
        self.rpn = RPNHead(16, 3)

    def forward(self, x) -> Dict[str, torch.Tensor]:
        feat = self.backbone(x)
        seg = F.interpolate(self.seg(feat), size=x.shape[-2:], mode="bilinear", align_corners=False)
        logits, deltas = self.rpn([feat])
        return {"out": seg, "objectness": logits[0], "boxes": deltas[0]}


# ---- user models --------------------------------------------------------- #

class Tagger(nn.Module):
    """An LSTM tagger (dynamically quantized: its LSTM and Linear)."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(12, 8)
        self.lstm = nn.LSTM(8, 16, num_layers=2, batch_first=True, bidirectional=True)
        self.proj = nn.Linear(32, 6)

    def forward(self, ids):
        out, (h, c) = self.lstm(self.emb(ids))
        return F.log_softmax(self.proj(out), dim=-1), h


def quantized_tagger():
    return tq.quantize_dynamic(Tagger().eval(), {nn.LSTM, nn.Linear}, dtype=torch.qint8)


class QMlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, 32), nn.GELU(), nn.Linear(32, 4))

    def forward(self, x):
        return self.net(x)


def quantized_mlp():
    return tq.quantize_dynamic(QMlp().eval(), {nn.Linear}, dtype=torch.qint8)


class Config(nn.Module):
    """Attributes of container and Optional types, read in forward and
    after load."""
    labels: List[str]
    thresholds: Dict[str, float]
    shape: Tuple[int, int]
    bias: Optional[torch.Tensor]
    scale: Optional[float]

    def __init__(self):
        super().__init__()
        self.labels = ["cat", "dog", "bird"]
        self.thresholds = {"cat": 0.25, "dog": 0.5, "bird": 0.75}
        self.shape = (2, 3)
        self.bias = torch.linspace(-1, 1, 3)
        self.scale = None
        self.lin = nn.Linear(6, 3)
        self.steps: List[int] = [1, 2, 3]
        self.table: Dict[int, str] = {0: "zero", 1: "one"}

    def forward(self, x) -> Tuple[torch.Tensor, List[str], Dict[str, torch.Tensor]]:
        y = self.lin(x.reshape(-1, self.shape[0] * self.shape[1]))
        bias = self.bias
        if bias is not None:
            y = y + bias
        scale = self.scale
        if scale is not None:
            y = y * scale
        probs = torch.sigmoid(y)
        hits: List[str] = []
        scores: Dict[str, torch.Tensor] = {}
        for i, name in enumerate(self.labels):
            scores[name] = probs[:, i]
            if bool((probs[:, i] > self.thresholds[name]).any()):
                hits.append(name + ":" + self.table[i % 2])
        total = 0
        for s in self.steps:
            total += s
        return y * float(total), hits, scores


class Detection(NamedTuple):
    boxes: torch.Tensor
    scores: torch.Tensor
    labels: List[str]


class Service(nn.Module):
    """A model with methods the C++ side calls by name (get_method):
    preprocess, predict, postprocess, and a version string."""

    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))
        self.body = nn.Sequential(nn.Conv2d(3, 6, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(2), nn.Flatten(),
                                  nn.Linear(24, 8))
        self.names = ["a", "b", "c", "d"]

    @torch.jit.export
    def preprocess(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std

    @torch.jit.export
    def predict(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(self.preprocess(x))

    @torch.jit.export
    def postprocess(self, raw: torch.Tensor, k: int) -> Detection:
        boxes = raw[:, :4].sigmoid()
        scores, idx = raw[:, 4:].softmax(-1).max(-1)
        ids: List[int] = idx.tolist()
        labels = [self.names[i] for i in ids]
        return Detection(boxes, scores, labels[:k])

    @torch.jit.export
    def version(self) -> str:
        return "service-1.2"

    def forward(self, x):
        return self.postprocess(self.predict(x), 2)


class Encoder(nn.Module):
    """A batch-first Transformer encoder with a padding mask (the fast path
    in eval mode) and a pooled classifier."""

    def __init__(self):
        super().__init__()
        layer = nn.TransformerEncoderLayer(16, 4, dim_feedforward=32, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, 2)
        self.head = nn.Linear(16, 3)

    def forward(self, x):
        mask = torch.zeros(x.size(0), x.size(1), dtype=torch.bool)
        mask[:, -1] = True
        h = self.encoder(x, src_key_padding_mask=mask)
        return self.head(h.mean(1)), h


class Seq2Vec(nn.Module):
    """A bidirectional GRU with an initial state and a conv front end."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(6, 8, 3, padding=1)
        self.gru = nn.GRU(8, 10, num_layers=2, bidirectional=True)
        self.out = nn.Linear(20, 2)

    def forward(self, x, h0: Optional[torch.Tensor] = None):
        feats = F.relu(self.conv(x.permute(1, 2, 0))).permute(2, 0, 1)
        y, h = self.gru(feats, h0)
        return self.out(y[-1]), h


class ConvBnNet(nn.Module):
    """Conv-BN-ReLU blocks, a residual add and dropout: what
    optimize_for_inference folds."""

    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 8, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(8)
        self.c2 = nn.Conv2d(8, 8, 3, padding=1)
        self.b2 = nn.BatchNorm2d(8)
        self.drop = nn.Dropout(0.3)
        self.fc = nn.Linear(8, 4)
        self.bn1d = nn.BatchNorm1d(4)

    def forward(self, x):
        y = F.relu(self.b1(self.c1(x)))
        y = F.relu(self.b2(self.c2(y)) + y)
        y = self.drop(F.adaptive_avg_pool2d(y, 1).flatten(1))
        return self.bn1d(self.fc(y))


@torch.jit.script
class Vocab:
    """A script class with dunder methods, built and queried in forward."""

    def __init__(self, words: List[str]):
        self.index: Dict[str, int] = {}
        for i, w in enumerate(words):
            self.index[w] = i

    def __len__(self) -> int:
        return len(self.index)

    def __contains__(self, w: str) -> bool:
        return w in self.index

    def __getitem__(self, w: str) -> int:
        return self.index.get(w, -1)


class Tricky(nn.Module):
    """Constructs PyTorch's printer writes in user code: no_grad blocks,
    is_scripting, an unused method, Final constants, __constants__,
    script classes with dunders, ModuleDict iteration, nn.Unflatten and
    nn.Upsample, string formatting and a try-free error path."""
    __constants__ = ["mode"]
    depth: torch.jit.Final[int]

    def __init__(self):
        super().__init__()
        self.mode = "sum"
        self.depth = 2
        self.blocks = nn.ModuleDict({"a": nn.Linear(4, 4), "b": nn.Sequential(nn.Linear(4, 4), nn.Tanh())})
        self.unflat = nn.Unflatten(1, (2, 2))
        self.up = nn.Upsample(scale_factor=2.0, mode="nearest")
        self.ident = nn.Identity()

    @torch.jit.unused
    def debug(self, x: torch.Tensor) -> torch.Tensor:
        return x.numpy()

    def forward(self, x) -> Tuple[torch.Tensor, torch.Tensor, str, List[int]]:
        v = Vocab(["x", "y", "z"])
        with torch.no_grad():
            for _ in range(self.depth):
                for name, block in self.blocks.items():
                    x = block(x) + (1.0 if name == "a" else 0.5)
        if torch.jit.is_scripting():
            x = x * 2.0
        if self.mode == "sum":
            total = x.sum()
        else:
            total = x.mean()
        img = self.up(self.unflat(self.ident(x)).unsqueeze(1))
        info = "{} words, has y: {}, z at {}".format(len(v), "y" in v, v["z"])
        return total, img, info, [v["x"], v["w"], x.size(0)]


class MultiMethod(nn.Module):
    """torch.jit.trace_module with two traced methods."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(5, 3)
        self.attn = nn.MultiheadAttention(6, 2, batch_first=True)

    def forward(self, x):
        return torch.relu(self.lin(x))

    def attend(self, q, k):
        out, weights = self.attn(q, k, k, need_weights=True, attn_mask=torch.zeros(q.size(1), k.size(1)))
        return out, weights


def save_multi_method(directory: str):
    if ONLY and "multi_method" not in ONLY:
        return
    torch.manual_seed(140)
    m = MultiMethod().eval()
    traced = torch.jit.trace_module(m, {"forward": (make_input((2, 5)),),
                                        "attend": (make_input((2, 3, 6)), make_input((2, 4, 6)))})
    path = os.path.join(directory, "z5_multi_method_trace.pt")
    torch.jit.save(traced, path)
    torch.jit.load(path)


def small(directory: str):
    small_torchvision(directory)
    save(directory, "segdet", lambda: randomize_bn(SegDet()), seed=130)
    save(directory, "qtagger", quantized_tagger, kinds=("script", "trace"), seed=131)
    save(directory, "qmlp", quantized_mlp, kinds=("script", "trace", "frozen"), seed=132)
    save(directory, "config", Config, kinds=("script", "frozen"), seed=133)
    save(directory, "service", Service, kinds=("script", "frozen"), seed=134,
         preserved=("preprocess", "predict", "postprocess", "version"),
         extra={"config.json": '{"input": [1, 3, 8, 8]}', "labels.txt": "a\nb\nc\nd\n"})
    save(directory, "encoder", Encoder, kinds=("script", "trace", "frozen"), seed=135)
    save(directory, "seq2vec", Seq2Vec, kinds=("script", "trace", "frozen"), seed=136)
    save(directory, "convbn", lambda: randomize_bn(ConvBnNet()), kinds=("script", "trace", "frozen", "optimized"),
         seed=137)
    save(directory, "tricky", Tricky, kinds=("script", "frozen"), seed=138)
    save_multi_method(directory)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z5_"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--names"]:
        print(",".join(list_names()))
        sys.exit(0)
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    KEEP_ALL = "--full" in args
    if "--only" in args:
        ONLY = args[args.index("--only") + 1].split(",")
    small(target)
    if KEEP_ALL:
        full_torchvision(target)
