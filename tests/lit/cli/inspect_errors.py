# `torchscript inspect` and `bench` report bad files and bad options.
# RUN: not inspect %S/no_such_model.pt 2>&1
# CHECK: ValueError: The provided filename {{.*}}no_such_model.pt does not exist
# RUN: not inspect %S/inspect_errors.py 2>&1 | filecheck --check-prefix=ZIP
# ZIP: PytorchStreamReader failed reading zip archive
# RUN: not bench %S/../../data/pt/small_cnn.pt --input 1xAx3 2>&1 | filecheck --check-prefix=SHAPE
# SHAPE: torchscript bench: bad value '1xAx3' for --input
# RUN: not bench %S/../../data/pt/small_cnn.pt 2>&1 | filecheck --check-prefix=USAGE
# USAGE: usage: torchscript bench MODEL.pt --input
