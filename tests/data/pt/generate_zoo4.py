# A fourth .pt zoo ("z4_" fixtures, kept in zoo2/ and checked by the pt_zoo2
# ctest): layers, losses and tensor operators the first three zoos never
# reach (activations, losses, LP pooling and unpooling, distances, complex
# parameters and FFTs, antialiased interpolation, scatter_reduce and
# friends), storage layouts (channels_last weights, strided and offset
# buffers, storages shared between buffers), ParameterList/ParameterDict,
# Any/Union typed code and torch.jit.Attribute,
# torchvision's ops and building blocks, dynamically
# quantized RNN cells, quantized transposed convolutions and normalizations,
# and files saved with _extra_files.
#   /usr/bin/python3 generate_zoo4.py DIR
# Then ZOO_DIR=DIR ZOO_NAMES=$(/usr/bin/python3 generate_zoo4.py --names)
# OMP_NUM_THREADS=1 /usr/bin/python3 zoo_check.py >> zoo2_expected.txt.
# Each fixture is seeded on its own, so adding one changes no other.
import os
import sys
from typing import Any, Dict, List, NamedTuple, Optional, Tuple, Union

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.ao.quantization as tq
import torchvision
from torchvision import ops as tvops

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from zoo_check import INPUTS, make_input  # noqa: E402

MAX_COMMITTED = 300_000


def save(directory: str, base: str, make, kinds=("script", "trace"), seed: int = 0, preserved=(), extra=None,
         engine: str = "onednn"):
    """Saves make() (seeded, eval mode) every way in `kinds`; a kind PyTorch
    itself cannot make or reload is reported and left out."""
    torch.backends.quantized.engine = engine
    torch.manual_seed(seed)
    model = make()
    model.eval()
    example = tuple(make_input(s) for s in INPUTS["z4_" + base + "_script"])
    for kind in kinds:
        path = os.path.join(directory, "z4_" + base + "_" + kind + ".pt")
        try:
            if kind == "script":
                m = torch.jit.script(model)
            elif kind == "trace":
                m = torch.jit.trace(model, example, check_trace=False, strict=False)
            else:
                m = torch.jit.freeze(torch.jit.script(model), preserved_attrs=list(preserved))
            torch.jit.save(m, path, _extra_files=extra or {})
            torch.jit.load(path)
            if os.path.getsize(path) > MAX_COMMITTED:
                print("too large, left out:", os.path.basename(path), file=sys.stderr)
                os.remove(path)
        except Exception as e:  # noqa: BLE001 - PyTorch's own limits are recorded, not fatal
            print("skipped", os.path.basename(path) + ":", str(e).strip().splitlines()[0], file=sys.stderr)
            if os.path.exists(path):
                os.remove(path)


# ---- layers -------------------------------------------------------------- #

class Activations(nn.Module):
    """Every activation module the other zoos leave out."""

    def __init__(self):
        super().__init__()
        self.acts = nn.ModuleList([
            nn.LogSigmoid(), nn.Mish(), nn.CELU(0.7), nn.SELU(), nn.Threshold(0.1, -2.0), nn.Hardshrink(0.3),
            nn.Softshrink(0.2), nn.Softmin(dim=1), nn.Tanhshrink(), nn.Softsign(), nn.Hardtanh(-0.5, 0.4),
            nn.RReLU(), nn.PReLU(4, 0.2), nn.Hardsigmoid(), nn.ReLU6(), nn.ELU(1.3), nn.Softplus(2.0, 1.5),
            nn.LeakyReLU(0.3), nn.SiLU(), nn.GELU(approximate="tanh")])
        self.glu = nn.GLU(dim=1)
        self.sm2d = nn.Softmax2d()

    def forward(self, x):
        outs: List[torch.Tensor] = []
        for act in self.acts:
            outs.append(act(x * 1.7))
        return torch.stack(outs), self.glu(x), self.sm2d(x)


class Losses(nn.Module):
    """Losses computed in forward (evaluation metrics saved with a model)."""

    def __init__(self):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(weight=torch.tensor([1.0, 2.0, 0.5, 1.0]), ignore_index=2,
                                      label_smoothing=0.1)
        self.ce_prob = nn.CrossEntropyLoss(label_smoothing=0.2, reduction="none")
        self.kl = nn.KLDivLoss(reduction="batchmean", log_target=True)
        self.triplet = nn.TripletMarginLoss(margin=0.5, p=1.5, swap=True)
        self.rank = nn.MarginRankingLoss(margin=0.1)
        self.bce = nn.BCEWithLogitsLoss(pos_weight=torch.tensor([1.0, 2.0, 3.0, 0.5]))
        self.gauss = nn.GaussianNLLLoss(full=True)
        self.poisson = nn.PoissonNLLLoss(log_input=False, full=True)
        self.hinge = nn.HingeEmbeddingLoss(margin=0.7)
        self.multi = nn.MultiMarginLoss(p=2, margin=0.8)
        self.multilabel = nn.MultiLabelMarginLoss()
        self.soft = nn.SoftMarginLoss()
        self.cos = nn.CosineEmbeddingLoss(margin=0.2)
        self.huber = nn.HuberLoss(delta=0.4)
        self.smooth = nn.SmoothL1Loss(beta=0.3)
        self.mlsm = nn.MultiLabelSoftMarginLoss()
        self.ctc = nn.CTCLoss(blank=0, zero_infinity=True)

    def forward(self, x):
        target = torch.tensor([0, 1, 2, 3, 1, 0])
        signs = torch.tensor([1.0, -1.0, 1.0, -1.0, 1.0, -1.0])
        prob = F.softmax(x.flip(0), dim=1)
        ml_target = torch.tensor([[3, 0, -1, 1]]).repeat(6, 1)
        losses = [self.ce(x, target), self.ce_prob(x, prob).sum(), self.kl(F.log_softmax(x, 1), F.log_softmax(x.flip(1), 1)),
                  self.triplet(x, x.flip(0), x.roll(1, 0)), self.rank(x[:, 0], x[:, 1], signs),
                  self.bce(x, (x > 0).float()), self.gauss(x, x.flip(1), x.abs() + 0.1),
                  self.poisson(x.abs(), x.flip(1).abs()), self.hinge(x, signs.unsqueeze(1).expand(6, 4)),
                  self.multi(x, target), self.multilabel(x, ml_target), self.soft(x, signs.unsqueeze(1).expand(6, 4)),
                  self.cos(x, x.roll(1, 1), signs), self.huber(x, x.flip(0)), self.smooth(x, x.flip(0)),
                  self.mlsm(x, (x > 0.2).float())]
        log_probs = F.log_softmax(x.reshape(6, 1, 4).repeat(1, 2, 1), dim=2)
        targets = torch.tensor([[1, 2], [3, 3]])
        losses.append(self.ctc(log_probs, targets, torch.tensor([6, 5]), torch.tensor([2, 2])))
        return torch.stack(losses)


class PoolsAndDistances(nn.Module):
    """LP pooling, max-unpooling from returned indices, fold/unfold, distances
    (F.max_unpool*: PyTorch 1.13 cannot script nn.MaxUnpool2d itself)."""

    def __init__(self):
        super().__init__()
        self.lp1 = nn.LPPool1d(2, 3, stride=2)
        self.lp2 = nn.LPPool2d(1.5, (2, 3))
        self.pool = nn.MaxPool2d(2, return_indices=True)
        self.pool1 = nn.MaxPool1d(3, stride=2, return_indices=True)
        self.amax = nn.AdaptiveMaxPool2d((2, 3), return_indices=True)
        self.cos = nn.CosineSimilarity(dim=1, eps=1e-6)
        self.dist = nn.PairwiseDistance(p=3.0, keepdim=True)
        self.unfold = nn.Unfold(kernel_size=(2, 3), dilation=1, padding=1, stride=2)
        self.fold = nn.Fold(output_size=(6, 8), kernel_size=(2, 3), padding=1, stride=2)
        self.lrn = nn.LocalResponseNorm(3, alpha=0.01, beta=0.6, k=1.5)

    def forward(self, x):
        pooled, idx = self.pool(x)
        flat = x.flatten(2)
        p1, i1 = self.pool1(flat)
        am, ai = self.amax(x)
        return (self.lp1(flat), self.lp2(x.abs()), F.max_unpool2d(pooled, idx, [2, 2], output_size=x.shape),
                F.max_unpool1d(p1, i1, [3], [2]), am, ai, self.cos(x, x.flip(3)), self.dist(flat[:, 0], flat[:, 1]),
                self.fold(self.unfold(x)), self.lrn(x))


class Interpolations(nn.Module):
    """interpolate's modes the other zoos skip: antialias, nearest-exact,
    area, bicubic with align_corners, scale factors; grid_sample's paddings."""

    def forward(self, x):
        outs = [F.interpolate(x, size=(3, 5), mode="bilinear", antialias=True),
                F.interpolate(x, size=(4, 3), mode="bicubic", antialias=True, align_corners=False),
                F.interpolate(x, scale_factor=1.7, mode="nearest-exact"),
                F.interpolate(x, size=(5, 7), mode="area"),
                F.interpolate(x, scale_factor=(1.5, 0.75), mode="bicubic", align_corners=True),
                F.interpolate(x, scale_factor=2.3, mode="bilinear", recompute_scale_factor=True),
                F.interpolate(x.unsqueeze(2), scale_factor=(2.0, 1.0, 1.0), mode="trilinear"),
                F.interpolate(x.flatten(2), scale_factor=0.6, mode="linear", align_corners=False)]
        theta = torch.tensor([[[0.9, 0.2, 0.1], [-0.1, 1.1, -0.2]]]).repeat(x.size(0), 1, 1)
        grid = F.affine_grid(theta, [x.size(0), x.size(1), 5, 6], align_corners=False)
        for mode in ["bilinear", "nearest", "bicubic"]:
            for padding in ["zeros", "border", "reflection"]:
                outs.append(F.grid_sample(x, grid * 1.3, mode=mode, padding_mode=padding, align_corners=False))
        return outs


class ComplexNet(nn.Module):
    """Complex parameters and FFTs."""

    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(6, 5, dtype=torch.complex64))
        self.register_buffer("phase", torch.polar(torch.ones(5), torch.linspace(0, 3, 5)))

    def forward(self, x):
        spec = torch.fft.rfft(x, dim=-1)
        mixed = spec @ self.weight[:, :spec.size(-1)].t().conj()
        back = torch.fft.irfft(mixed, n=8, dim=-1)
        full = torch.fft.fft2(x.to(torch.complex64) * self.phase[0])
        return back, full.abs(), full.angle(), torch.view_as_real(mixed), torch.fft.fftshift(x, dim=-1)


class TensorOps(nn.Module):
    """Reductions, scans and scatters the other zoos never call."""

    def forward(self, x):
        idx = torch.tensor([0, 2, 1, 0, 2, 2])
        base = torch.zeros(3, x.size(1))
        bounds = torch.tensor([-0.5, 0.0, 0.3, 0.8])
        flat = x.flatten()
        kth = torch.kthvalue(x, 3, dim=1)
        mode = torch.mode(torch.round(x * 2), dim=0)
        cm = torch.cummax(x, dim=1)
        return (torch.logcumsumexp(x, dim=0),
                base.scatter_reduce(0, idx.unsqueeze(1).expand_as(x), x, reduce="amax", include_self=False),
                base.scatter_reduce(0, idx.unsqueeze(1).expand_as(x), x, reduce="mean"),
                base.index_add(0, idx, x, alpha=0.5), torch.bucketize(x, bounds, right=True),
                torch.searchsorted(bounds, flat), kth.values, kth.indices, mode.values, mode.indices, cm.values,
                cm.indices, torch.histc(x, bins=5, min=-1.0, max=1.0), torch.median(x, dim=1).values,
                torch.quantile(x, torch.tensor([0.25, 0.5, 0.9]), dim=1), torch.renorm(x, 2, 0, 1.0),
                torch.diff(x, n=2, dim=1), torch.trapezoid(x, dim=1), torch.kron(x[:2, :2], x[2:4, :2]),
                torch.tensordot(x, x, dims=([0], [0])), torch.block_diag(x[:2], x[:1, :3]), torch.rot90(x, 1, [0, 1]),
                torch.repeat_interleave(x[:3], torch.tensor([1, 0, 2]), dim=0),
                torch.unique_consecutive(torch.round(flat * 2), return_counts=True)[1], torch.tril_indices(4, 3, 1),
                torch.cartesian_prod(flat[:3], flat[3:5]), torch.cdist(x, x.flip(0), p=1.0), torch.nanmedian(x),
                torch.logaddexp(x, x.flip(0)), torch.xlogy(x.abs(), x.flip(1).abs() + 0.5), torch.cross(x[:, :3], x[:, 1:4], dim=1))


class Layouts(nn.Module):
    """A conv net in channels_last (weights saved with NHWC strides) and
    buffers that are views: transposed, offset into a larger storage, and
    two buffers sharing one storage."""

    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 4, 1, groups=2)
        base = torch.randn(6, 4)
        self.register_buffer("transposed", base.t())
        self.register_buffer("offset", base[2:, 1:])
        self.register_buffer("shared", base[1])
        self.register_buffer("stepped", torch.randn(12)[::3])

    def forward(self, x):
        y = self.conv2(F.relu(self.bn(self.conv(x.contiguous(memory_format=torch.channels_last)))))
        return (y, torch.tensor(y.is_contiguous(memory_format=torch.channels_last)), self.transposed.sum(0),
                self.offset * 2, self.shared + self.stepped, torch.tensor(self.transposed.is_contiguous()))


class Params(nn.Module):
    """ParameterList, ParameterDict, ModuleDict, frozen parameters, an
    Embedding with max_norm (which renormalizes its weight in place)."""

    def __init__(self):
        super().__init__()
        self.plist = nn.ParameterList([nn.Parameter(torch.randn(4, 4)) for _ in range(3)])
        self.pdict = nn.ParameterDict({"scale": nn.Parameter(torch.randn(4)), "shift": nn.Parameter(torch.randn(4))})
        self.heads = nn.ModuleDict({"a": nn.Linear(4, 2), "b": nn.Linear(4, 3)})
        self.fixed = nn.Parameter(torch.randn(4), requires_grad=False)
        self.emb = nn.Embedding(10, 4, max_norm=1.0, norm_type=2.0, padding_idx=0)

    def forward(self, x, ids):
        for p in self.plist:
            x = torch.tanh(x @ p)
        x = x * self.pdict["scale"] + self.pdict["shift"] + self.fixed
        outs: Dict[str, torch.Tensor] = {}
        for name, head in self.heads.items():
            outs[name] = head(x)
        outs["emb"] = self.emb(ids)
        return outs


# ---- typed code ---------------------------------------------------------- #

class Point(NamedTuple):
    x: torch.Tensor
    y: Optional[torch.Tensor]


class Nested(NamedTuple):
    point: Point
    tag: str
    scores: List[float]


class TypedCode(nn.Module):
    """Any, Union, torch.jit.Attribute, nested NamedTuples, Optional tuples,
    Dict[int, ...] and List[Optional[Tensor]] through forward."""

    def __init__(self):
        super().__init__()
        self.lookup = torch.jit.Attribute({1: 0.5, 2: 1.5}, Dict[int, float])
        self.names = torch.jit.Attribute(["alpha", "beta"], List[str])
        self.lin = nn.Linear(3, 3)

    def pick(self, v: Union[int, float, torch.Tensor]) -> torch.Tensor:
        if isinstance(v, int):
            return torch.full([3], float(v))
        elif isinstance(v, float):
            return torch.full([3], v * 2.0)
        return v

    def describe(self, v: Any) -> str:
        return "any:" + str(len(self.names))

    def forward(self, x) -> Tuple[Nested, Dict[int, torch.Tensor], List[Optional[torch.Tensor]], Optional[Tuple[int, str]]]:
        y = self.lin(x)
        pt = Point(y, None if bool(y.sum() > 100.0) else y * 2)
        scores = [self.lookup[1] * float(y.mean()), self.lookup[2]]
        nested = Nested(pt, self.describe(x) + "/" + self.names[1], scores)
        table: Dict[int, torch.Tensor] = {3: self.pick(3), 4: self.pick(0.25), 5: self.pick(y[0])}
        maybe: List[Optional[torch.Tensor]] = [y, None, x]
        info: Optional[Tuple[int, str]] = (y.size(0), "rows") if y.size(0) > 1 else None
        return nested, table, maybe, info


class ExtraFiles(nn.Module):
    """A plain model saved with _extra_files (metadata the loader must skip)."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 2)

    def forward(self, x):
        return F.log_softmax(self.lin(x), dim=-1)


# ---- torchvision's ops and blocks --------------------------------------- #

class VisionOps(nn.Module):
    """torchvision.ops functions and blocks in one forward."""

    def __init__(self):
        super().__init__()
        self.fpn = tvops.FeaturePyramidNetwork([4, 8], 6, extra_blocks=tvops.feature_pyramid_network.LastLevelMaxPool())
        self.block = tvops.Conv2dNormActivation(4, 8, 3, stride=2, activation_layer=nn.Hardswish)
        self.se = tvops.SqueezeExcitation(8, 2)
        self.mlp = tvops.MLP(6, [8, 5], norm_layer=nn.LayerNorm, dropout=0.1)
        self.depth = tvops.StochasticDepth(0.3, "row")
        self.roi = tvops.MultiScaleRoIAlign(["0", "1"], 3, 2)

    def forward(self, x):
        c1 = x
        c2 = self.se(self.block(x))
        feats = self.fpn({"0": c1, "1": c2})
        boxes = torch.tensor([[0.0, 0.0, 5.0, 6.0], [1.0, 2.0, 7.0, 7.5], [2.0, 1.0, 4.0, 3.0], [0.5, 0.5, 6.0, 6.0]])
        scores = torch.tensor([0.9, 0.8, 0.7, 0.85])
        keep = tvops.batched_nms(boxes, scores, torch.tensor([0, 0, 1, 0]), 0.3)
        masks = x[0, :2] > 0.2
        pooled = self.roi(feats, [boxes[:2], boxes[2:]], [(8, 8), (8, 8)])
        pooled_vec = F.adaptive_avg_pool2d(feats["0"], 1).flatten(1)
        return (feats["0"], feats["1"], feats["pool"], keep, tvops.box_iou(boxes, boxes.flip(0)),
                tvops.generalized_box_iou(boxes, boxes), tvops.masks_to_boxes(masks), pooled,
                self.depth(self.mlp(pooled_vec)), tvops.sigmoid_focal_loss(x[0, 0], (x[0, 1] > 0).float(), reduction="mean"),
                tvops.box_convert(boxes, "xyxy", "cxcywh"), tvops.remove_small_boxes(boxes, 3.0),
                tvops.clip_boxes_to_image(boxes * 1.5, (7, 8)))


# ---- quantization -------------------------------------------------------- #

class Cells(nn.Module):
    """RNN cells stepped over time (dynamically quantized cells)."""

    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTMCell(6, 5)
        self.gru = nn.GRUCell(5, 4)
        self.rnn = nn.RNNCell(4, 3, nonlinearity="relu")
        self.rnn_tanh = nn.RNNCell(4, 3)

    def forward(self, x):
        h = torch.zeros(x.size(1), 5)
        c = torch.zeros(x.size(1), 5)
        g = torch.zeros(x.size(1), 4)
        r = torch.zeros(x.size(1), 3)
        outs: List[torch.Tensor] = []
        for t in range(x.size(0)):
            h, c = self.lstm(x[t], (h, c))
            g = self.gru(h, g)
            r = self.rnn(g, r) + self.rnn_tanh(g)
            outs.append(r)
        return torch.stack(outs), h, c, g


def dynamic_cells():
    # (fp16 dynamic quantization needs FBGEMM, which PyTorch 1.13 on this
    # platform lacks: oneDNN and QNNPACK refuse linear_prepack_fp16.)
    m = Cells().eval()
    return tq.quantize_dynamic(m, {nn.LSTMCell, nn.GRUCell, nn.RNNCell}, dtype=torch.qint8)


class QStatic(nn.Module):
    """Transposed convolutions, normalizations and activations, eager-mode
    static quantization (QuantStub/DeQuantStub, FloatFunctional)."""

    def __init__(self):
        super().__init__()
        self.quant = tq.QuantStub()
        self.conv = nn.Conv2d(3, 6, 3, padding=1)
        self.up = nn.ConvTranspose2d(6, 4, 4, stride=2, padding=1)
        self.up_grouped = nn.ConvTranspose2d(4, 4, 2, stride=2, groups=2)
        self.ln = nn.LayerNorm([4, 12, 12])
        self.gn = nn.GroupNorm(2, 4)
        self.inorm = nn.InstanceNorm2d(4, affine=True)
        self.elu = nn.ELU()
        self.hsw = nn.Hardswish()
        self.leaky = nn.LeakyReLU(0.2)
        self.ff = nn.quantized.FloatFunctional()
        self.conv1d = nn.Conv1d(4, 4, 3)
        self.up1d = nn.ConvTranspose1d(4, 2, 3, stride=2)
        self.dequant = tq.DeQuantStub()

    def forward(self, x):
        x = self.quant(x)
        y = self.up(self.conv(x))
        y = self.up_grouped(y)
        y = self.ln(y[:, :, :12, :12])
        a = self.elu(self.gn(y))
        b = self.leaky(self.hsw(self.inorm(y)))
        z = self.ff.add_relu(a, b)
        z = self.ff.mul_scalar(self.ff.add_scalar(z, 0.25), 1.5)
        z = self.ff.cat([z, self.ff.mul(a, b)], dim=1)
        s = self.up1d(self.conv1d(z[:, :4].mean(2)))
        return self.dequant(z), self.dequant(s)


def static_quantized():
    m = QStatic().eval()
    m.qconfig = tq.get_default_qconfig("onednn")
    # Transposed convolutions take per-tensor weights only.
    per_tensor = tq.QConfig(activation=m.qconfig.activation, weight=tq.default_weight_observer)
    for sub in (m.up, m.up_grouped, m.up1d):
        sub.qconfig = per_tensor
    tq.prepare(m, inplace=True)
    torch.manual_seed(1)
    for _ in range(4):
        m(torch.randn(2, 3, 7, 7))
    tq.convert(m, inplace=True)
    return m


def layers(directory: str):
    save(directory, "activations", Activations, kinds=("script", "trace", "frozen"), seed=40)
    save(directory, "losses", Losses, kinds=("script", "trace"), seed=41)
    save(directory, "pools", PoolsAndDistances, kinds=("script", "trace", "frozen"), seed=42)
    save(directory, "interp", Interpolations, kinds=("script", "trace"), seed=43)
    save(directory, "complex", ComplexNet, kinds=("script", "trace", "frozen"), seed=44)
    save(directory, "tensor_ops", TensorOps, kinds=("script", "trace"), seed=45)
    save(directory, "layouts", Layouts, kinds=("script", "trace", "frozen"), seed=46)
    save(directory, "params", Params, kinds=("script", "frozen"), seed=47)


def user_code(directory: str):
    save(directory, "typed", TypedCode, kinds=("script",), seed=50)
    save(directory, "extra_files", ExtraFiles, kinds=("script", "trace", "frozen"), seed=52,
         extra={"meta.json": '{"classes": 2}', "vocab/words.txt": "a\nb\n"})
    save(directory, "vision_ops", VisionOps, kinds=("script",), seed=53)


def quantized(directory: str):
    save(directory, "dyn_cells", dynamic_cells, kinds=("script", "trace"), seed=61)
    save(directory, "qstatic", static_quantized, kinds=("script", "trace", "frozen"), seed=63)


def list_names():
    return sorted(n for n in INPUTS if n.startswith("z4_"))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--names"]:
        print(",".join(list_names()))
        sys.exit(0)
    target = args[-1]
    os.makedirs(target, exist_ok=True)
    layers(target)
    user_code(target)
    quantized(target)
