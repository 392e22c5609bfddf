# Every stdlib layer constructed with typical arguments prints as in PyTorch.
import torch.nn as nn

layers = [
    nn.Identity(), nn.Linear(3, 4), nn.Linear(3, 4, bias=False), nn.Bilinear(2, 3, 4),
    nn.Conv1d(2, 4, 3), nn.Conv1d(2, 4, 3, stride=2, padding=1, dilation=2, groups=2, bias=False),
    nn.Conv2d(3, 8, 3), nn.Conv2d(3, 6, (3, 5), stride=(2, 1), padding=(1, 2), groups=3),
    nn.Conv2d(3, 8, 3, padding="same"), nn.Conv2d(2, 2, 3, padding_mode="reflect"),
    nn.ConvTranspose1d(2, 3, 3), nn.ConvTranspose2d(4, 2, 2, stride=2), nn.ConvTranspose2d(4, 2, 3, output_padding=1, stride=2),
    nn.MaxPool1d(2), nn.MaxPool2d(2), nn.MaxPool2d(3, stride=2, padding=1), nn.MaxPool2d((2, 3), ceil_mode=True),
    nn.AvgPool1d(3), nn.AvgPool2d(2), nn.AvgPool2d(3, stride=1, padding=1),
    nn.AdaptiveAvgPool1d(4), nn.AdaptiveAvgPool2d((1, 1)), nn.AdaptiveAvgPool2d(7), nn.AdaptiveMaxPool1d(2),
    nn.AdaptiveMaxPool2d((2, 2)),
    nn.ReLU(), nn.ReLU(inplace=True), nn.ReLU6(), nn.LeakyReLU(), nn.LeakyReLU(0.2, inplace=True), nn.ELU(),
    nn.ELU(alpha=0.5, inplace=True), nn.CELU(), nn.SELU(), nn.GELU(), nn.GELU(approximate="tanh"), nn.SiLU(),
    nn.Mish(), nn.Hardswish(), nn.Hardsigmoid(), nn.Hardtanh(), nn.Hardtanh(-2.0, 2.0),
    nn.Softplus(beta=2, threshold=10), nn.Softsign(), nn.Tanhshrink(), nn.Softshrink(), nn.Hardshrink(0.3),
    nn.LogSigmoid(), nn.Threshold(0.1, 20), nn.GLU(), nn.PReLU(), nn.PReLU(3), nn.Tanh(), nn.Sigmoid(),
    nn.Softmax(dim=1), nn.LogSoftmax(dim=-1), nn.Softmin(dim=0), nn.Softmax2d(),
    nn.Dropout(), nn.Dropout(0.1, inplace=True), nn.Dropout2d(0.3), nn.Dropout1d(), nn.AlphaDropout(0.2),
    nn.BatchNorm1d(4), nn.BatchNorm2d(8, eps=1e-3, momentum=0.01), nn.BatchNorm2d(4, affine=False),
    nn.BatchNorm1d(3, track_running_stats=False), nn.LayerNorm(5), nn.LayerNorm([2, 3], elementwise_affine=False),
    nn.GroupNorm(2, 4), nn.InstanceNorm1d(3), nn.InstanceNorm2d(3, affine=True), nn.LocalResponseNorm(2),
    nn.Embedding(10, 3), nn.Embedding(10, 3, padding_idx=0), nn.EmbeddingBag(10, 3), nn.EmbeddingBag(10, 3, mode="sum"),
    nn.Flatten(), nn.Flatten(0, -1), nn.Unflatten(1, (2, 3)),
    nn.Upsample(scale_factor=2), nn.Upsample(size=(4, 4), mode="bilinear"), nn.UpsamplingNearest2d(scale_factor=2),
    nn.PixelShuffle(2), nn.PixelUnshuffle(2), nn.ChannelShuffle(2),
    nn.ConstantPad1d(2, 3.5), nn.ConstantPad2d((1, 1, 2, 0), 0.0), nn.ZeroPad2d(2), nn.ZeroPad2d((1, 0, 1, 0)),
    nn.ReflectionPad1d(2), nn.ReflectionPad2d(1), nn.ReplicationPad1d(1), nn.ReplicationPad2d((1, 1, 2, 2)),
    nn.CosineSimilarity(), nn.PairwiseDistance(),
    nn.MSELoss(), nn.L1Loss(reduction="sum"), nn.CrossEntropyLoss(), nn.NLLLoss(), nn.BCELoss(),
    nn.BCEWithLogitsLoss(), nn.SmoothL1Loss(), nn.HuberLoss(), nn.KLDivLoss(),
    nn.RNN(3, 4), nn.LSTM(3, 4, num_layers=2, batch_first=True), nn.GRU(3, 4, bidirectional=True, dropout=0.5, num_layers=2),
    nn.LSTM(2, 2, bias=False),
    nn.Unfold(2), nn.Fold((4, 4), 2), nn.MaxUnpool2d(2), nn.LPPool2d(2, 3),
]
for layer in layers:
    print(layer)
