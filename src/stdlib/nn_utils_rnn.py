# torch.nn.utils.rnn in TorchScript: what script code can call of it
# (PackedSequence is a Python class that does not script).
import torch
from typing import List, Union


def pad_sequence(sequences: Union[torch.Tensor, List[torch.Tensor]], batch_first: bool = False,
                 padding_value: float = 0.0) -> torch.Tensor:
    # A tensor is a sequence of its rows, as in PyTorch.
    if isinstance(sequences, torch.Tensor):
        seqs = sequences.unbind(0)
    else:
        seqs = sequences
    return torch._C._nn.pad_sequence(seqs, batch_first, padding_value)
