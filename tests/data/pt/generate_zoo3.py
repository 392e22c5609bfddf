# A third .pt zoo ("z3_" fixtures, kept in zoo2/ and checked by the pt_zoo2
# ctest): what users save that the first two lack. Weight-only quantized
# embeddings at 8, 4 and 2 bits (nnq.Embedding/EmbeddingBag through
# float_qparams_weight_only_qconfig[_4bit], and the torch.ops.quantized
# row-wise operators called directly), dynamically quantized LSTM/Linear
# after an EmbeddingBag, small-width torchvision nets (mobilenet_v3_small,
# a quantizable mobilenet), and the shapes of user code: dict/list/tuple
# inputs and outputs, submodule attribute access, exported methods, buffers,
# enums, frozen modules with preserved attributes, optimize_for_inference.
#   /usr/bin/python3 generate_zoo3.py DIR          small fixtures (committed)
#   /usr/bin/python3 generate_zoo3.py --full DIR   and full-size ones
# Then ZOO_DIR=DIR ZOO_NAMES=<the z3_ names> OMP_NUM_THREADS=1
# /usr/bin/python3 zoo_check.py >> zoo2_expected.txt (list_names() prints them).
# Each fixture is seeded on its own, so adding one changes no other.
import enum
import os
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.ao.quantization as tq
import torchvision

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 500_000
KEEP_ALL = False


def save(directory: str, base: str, make, kinds=("script", "trace"), seed: int = 0, preserved=(), train=False):
    """Saves make() (seeded, eval mode unless `train`) every way in `kinds`;
    a kind PyTorch itself cannot make or reload is reported and left out."""
    torch.manual_seed(seed)
    model = make()
    model.train(train)
    example = tuple(make_input(s) for s in INPUTS["z3_" + base + "_script"])
    for kind in kinds:
        path = os.path.join(directory, "z3_" + base + "_" + kind + ".pt")
        try:
            if kind == "script":
                m = torch.jit.script(model)
            elif kind == "trace":
                m = torch.jit.trace(model, example, check_trace=False, strict=False)
            elif kind == "frozen":
                m = torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
            else:
                m = torch.jit.optimize_for_inference(torch.jit.script(model))
            torch.jit.save(m, path)
            torch.jit.load(path)
            if not KEEP_ALL and os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), file=sys.stderr)
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


# ---- weight-only quantized embeddings ------------------------------------ #

class Bags(nn.Module):
    """An EmbeddingBag and an Embedding, as recommendation models hold them."""

    def __init__(self, mode: str = "sum", last: bool = False):
        super().__init__()
        self.bag = nn.EmbeddingBag(12, 8, mode=mode, include_last_offset=last)
        self.emb = nn.Embedding(12, 8)
        self.last = last

    def forward(self, ids):
        flat = ids.reshape(-1)
        offsets = torch.arange(0, flat.numel() + (1 if self.last else 0), ids.size(1))
        weights = torch.linspace(0.5, 1.5, flat.numel())
        return self.bag(flat, offsets), self.bag(flat, offsets, weights), self.emb(ids)


def quantize_bags(bag_qconfig, emb_qconfig, **kw):
    def make():
        m = Bags(**kw).eval()
        m.bag.qconfig = bag_qconfig
        m.emb.qconfig = emb_qconfig
        tq.prepare(m, inplace=True)
        tq.convert(m, inplace=True)
        return m
    return make


class RowwiseOps(nn.Module):
    """torch.ops.quantized's row-wise embedding operators called directly."""

    def __init__(self):
        super().__init__()
        self.register_buffer("table", torch.randn(10, 8))

    def forward(self, ids):
        ids = ids.reshape(-1)
        offsets = torch.tensor([0, 2, 5])
        b8 = torch.ops.quantized.embedding_bag_byte_prepack(self.table)
        b4 = torch.ops.quantized.embedding_bag_4bit_prepack(self.table)
        b2 = torch.ops.quantized.embedding_bag_2bit_prepack(self.table)
        out8 = torch.ops.quantized.embedding_bag_byte_rowwise_offsets(b8, ids, offsets)
        out4 = torch.ops.quantized.embedding_bag_4bit_rowwise_offsets(b4, ids, offsets)
        out2 = torch.ops.quantized.embedding_bag_2bit_rowwise_offsets(b2, ids, offsets, include_last_offset=True)
        return (out8, out4, out2, torch.ops.quantized.embedding_bag_byte_unpack(b8),
                torch.ops.quantized.embedding_bag_4bit_unpack(b4), torch.ops.quantized.embedding_bag_2bit_unpack(b2))


class BagLstm(nn.Module):
    """EmbeddingBag features into a 2-layer LSTM and a Linear head, made in
    this order at seed 0 (dynamic quantization of the LSTM and Linear)."""

    def __init__(self):
        super().__init__()
        self.bag = nn.EmbeddingBag(10, 4, mode="mean")
        self.lstm = nn.LSTM(4, 6, num_layers=2)
        self.head = nn.Linear(6, 3)

    def forward(self, ids):
        flat = ids.reshape(-1)
        feats = self.bag(flat, torch.arange(0, flat.numel(), ids.size(1)))
        out, (h, c) = self.lstm(feats.unsqueeze(1))
        return self.head(out), h, c


def dynamic(make, dtype=torch.qint8):
    def build():
        return tq.quantize_dynamic(make().eval(), {nn.LSTM, nn.Linear, nn.GRU}, dtype=dtype)
    return build


def quantized_embeddings(directory: str):
    q8, q4 = tq.float_qparams_weight_only_qconfig, tq.float_qparams_weight_only_qconfig_4bit
    save(directory, "qbag4", quantize_bags(q4, q8), seed=1)
    save(directory, "qbag4_mean_last", quantize_bags(q4, q8, mode="mean", last=True), seed=2)
    # nnq.Embedding given a 4-bit weight reads it with the 8-bit operator:
    # PyTorch returns rows of width 0, and so must we.
    save(directory, "qbag4_emb4", quantize_bags(q4, q4), kinds=("script",), seed=3)
    save(directory, "qbag8_last", quantize_bags(q8, q8, mode="max", last=True), seed=4)
    save(directory, "rowwise_ops", RowwiseOps, kinds=("script",), seed=5)
    save(directory, "bag_lstm_dyn", dynamic(BagLstm), seed=0)


# ---- small torchvision nets ---------------------------------------------- #

def mnv3_small():
    from torchvision.models import mobilenetv3
    setting, last = mobilenetv3._mobilenet_v3_conf("mobilenet_v3_small", width_mult=0.25)
    return mobilenetv3.MobileNetV3(setting, 128, num_classes=10)


def quant_mnv2():
    from torchvision.models.quantization import mobilenet_v2
    torch.backends.quantized.engine = "onednn"
    m = mobilenet_v2(weights=None, quantize=False, width_mult=0.25, num_classes=10).eval()
    m.fuse_model()
    m.qconfig = tq.get_default_qconfig("x86")
    tq.prepare(m, inplace=True)
    with torch.no_grad():
        for _ in range(2):
            m(torch.randn(2, 3, 32, 32))
    tq.convert(m, inplace=True)
    return m


def torchvision_nets(directory: str):
    save(directory, "mnv3_small", mnv3_small, kinds=("script", "trace", "frozen"), seed=10)
    # Tracing it fails in PyTorch ("aten::add.out ... QuantizedCPU").
    save(directory, "quant_mnv2", quant_mnv2, kinds=("script",), seed=11)
    if KEEP_ALL:
        from torchvision.models import squeezenet1_1, shufflenet_v2_x0_5
        save(directory, "squeezenet", lambda: squeezenet1_1(num_classes=10), kinds=("script", "trace", "frozen"), seed=12)
        save(directory, "shufflenet", lambda: shufflenet_v2_x0_5(num_classes=10), kinds=("script", "trace"), seed=13)


# ---- the shapes of user code --------------------------------------------- #

class DictIO(nn.Module):
    """Dict in, dict out (feature dicts of multi-input models)."""

    def __init__(self):
        super().__init__()
        self.heads = nn.ModuleDict({"a": nn.Linear(3, 2), "b": nn.Linear(3, 4)})

    def forward(self, feats: Dict[str, torch.Tensor]) -> Dict[str, torch.Tensor]:
        out: Dict[str, torch.Tensor] = {}
        for name, head in self.heads.items():
            if name in feats:
                out[name] = head(feats[name]).relu()
        out["sum"] = torch.stack([v.sum() for v in out.values()])
        return out


class ListTupleIO(nn.Module):
    """A list and a tuple in, a tuple of a list and a tensor out."""

    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)

    def forward(self, xs: List[torch.Tensor], pair: Tuple[torch.Tensor, int]) -> Tuple[List[torch.Tensor], torch.Tensor]:
        outs = [self.proj(x) * pair[1] for x in xs]
        return outs, torch.cat(outs, 0) + pair[0].sum()


class Block(nn.Module):
    def __init__(self, c: int):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.scale = 0.5

    def forward(self, x):
        return x + self.scale * F.relu(self.bn(self.conv(x)))


class AttrAccess(nn.Module):
    """Reads submodules' attributes and parameters in forward."""

    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([Block(4) for _ in range(2)])
        self.head = nn.Linear(4, 3)

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        pooled = x.mean((2, 3))
        w = self.head.weight
        extra = self.blocks[0].conv.weight.sum() * self.blocks[1].scale
        return F.linear(pooled, w, self.head.bias) + extra, self.head.out_features, self.blocks[0].conv.kernel_size


class Exports(nn.Module):
    """@torch.jit.export methods besides forward, with defaults."""

    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 3)
        self.dec = nn.Linear(3, 6)

    def forward(self, x):
        return self.decode(self.encode(x, 1.0))

    @torch.jit.export
    def encode(self, x: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
        return torch.tanh(self.enc(x) / temperature)

    @torch.jit.export
    def decode(self, z: torch.Tensor) -> torch.Tensor:
        return self.dec(z)

    @torch.jit.export
    def describe(self) -> str:
        return "enc %d->%d" % (self.enc.in_features, self.enc.out_features)


class Buffers(nn.Module):
    """Buffers persistent and not, updated in forward (a running count)."""

    def __init__(self):
        super().__init__()
        self.register_buffer("mean", torch.linspace(-1, 1, 5))
        self.register_buffer("steps", torch.zeros((), dtype=torch.long))
        self.register_buffer("scratch", torch.ones(5), persistent=False)
        self.lin = nn.Linear(5, 5)

    def forward(self, x):
        self.steps += 1
        return self.lin(x - self.mean) * self.scratch, self.steps


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Box(NamedTuple):
    lo: torch.Tensor
    hi: torch.Tensor


class EnumsAndTuples(nn.Module):
    """An Enum attribute compared in forward; a NamedTuple out."""

    def __init__(self):
        super().__init__()
        self.color = Color.GREEN

    def forward(self, x) -> Box:
        k = 2.0 if self.color == Color.GREEN else 1.0
        return Box(x.min(1)[0] * k, x.max(1)[0] * k)


class OptionalSub(nn.Module):
    """An Optional submodule that is None and one that is not."""

    def __init__(self):
        super().__init__()
        self.norm: Optional[nn.LayerNorm] = nn.LayerNorm(6)
        self.extra: Optional[nn.Linear] = None
        self.lin = nn.Linear(6, 6)

    def forward(self, x):
        y = self.lin(x)
        norm = self.norm
        if norm is not None:
            y = norm(y)
        extra = self.extra
        if extra is not None:
            y = extra(y)
        return y


class TextCnn(nn.Module):
    """Embedding, Conv1d over tokens, max over time, dropout, classifier."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8, padding_idx=0)
        self.convs = nn.ModuleList([nn.Conv1d(8, 4, k) for k in (2, 3)])
        self.drop = nn.Dropout(0.3)
        self.fc = nn.Linear(8, 3)

    def forward(self, ids):
        x = self.emb(ids).transpose(1, 2)
        pooled = [F.max_pool1d(F.relu(c(x)), x.size(2) - c.kernel_size[0] + 1).squeeze(2) for c in self.convs]
        return F.log_softmax(self.fc(self.drop(torch.cat(pooled, 1))), dim=1)


class LstmProj(nn.Module):
    """An LSTM with proj_size, bidirectional, batch_first."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(5, 8, num_layers=2, proj_size=3, bidirectional=True, batch_first=True)

    def forward(self, x):
        out, (h, c) = self.lstm(x)
        return out, h, c


class ConvBnMlp(nn.Module):
    """Conv-BN-ReLU, Linear-BN: what optimize_for_inference folds."""

    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(3, 6, 3), nn.BatchNorm2d(6), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                                      nn.Flatten())
        self.fc = nn.Sequential(nn.Linear(6, 8), nn.BatchNorm1d(8), nn.Dropout(0.1), nn.Hardswish(), nn.Linear(8, 2))

    def forward(self, x):
        return self.fc(self.features(x))


@torch.jit.script
def normalize(x: torch.Tensor, eps: float = 1e-5) -> torch.Tensor:
    return (x - x.mean(-1, keepdim=True)) / (x.std(-1, keepdim=True) + eps)


class TracedWithScripted(nn.Module):
    """A traced module that calls a scripted function (its control flow kept)."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        return normalize(self.lin(x))


def randomize_bn(make):
    def build():
        m = make()
        with torch.no_grad():
            for b in m.modules():
                if isinstance(b, nn.modules.batchnorm._BatchNorm):
                    b.running_mean.uniform_(-0.2, 0.2)
                    b.running_var.uniform_(0.5, 1.5)
        return m
    return build


def user_code(directory: str):
    save(directory, "dict_io", DictIO, kinds=("script",), seed=20)
    save(directory, "list_tuple_io", ListTupleIO, kinds=("script",), seed=21)
    save(directory, "attr_access", randomize_bn(AttrAccess), kinds=("script", "frozen"), seed=22)
    save(directory, "exports", Exports, kinds=("script", "frozen"), seed=23, preserved=("encode", "decode", "describe"))
    save(directory, "buffers", Buffers, kinds=("script", "trace"), seed=24)
    save(directory, "enums", EnumsAndTuples, kinds=("script",), seed=25)
    save(directory, "optional_sub", OptionalSub, kinds=("script", "frozen"), seed=26)
    save(directory, "text_cnn", TextCnn, kinds=("script", "frozen"), seed=27)
    save(directory, "lstm_proj", LstmProj, kinds=("script", "trace"), seed=28)
    # optimize_for_inference's files keep MKL-DNN weights PyTorch 1.13
    # itself cannot reload ("required keyword attribute 'value'").
    save(directory, "conv_bn_mlp", randomize_bn(ConvBnMlp), kinds=("script", "frozen"), seed=29)
    save(directory, "traced_scripted", TracedWithScripted, kinds=("trace",), seed=30)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z3_"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--names"]:
        print(",".join(list_names()))
        sys.exit(0)
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    KEEP_ALL = args[:1] == ["--full"]
    quantized_embeddings(target)
    torchvision_nets(target)
    user_code(target)
